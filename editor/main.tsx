import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Navigate, Route, Routes } from "react-router-dom";
import { ApiError, BASE } from "./api.ts";
import { LoadingScreen } from "./loading-screen.tsx";
import { SessionProvider } from "./session.tsx";
import "./styles/editor.css";

const SignInScreen = lazy(() => import("./auth/sign-in.tsx"));
const EditorShell = lazy(() => import("./shell.tsx"));
const BuilderScreen = lazy(() => import("./builder/builder-screen.tsx"));
const MediaScreen = lazy(() => import("./media/media-screen.tsx"));
const AdminApp = lazy(() => import("./admin/admin-app.tsx"));
const NavigationTest = lazy(() => import("./auth/navigation-test.tsx"));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // 401 and 403 already navigate away; retrying them would only flash errors.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/** The editor SPA: sign-in, the page builder (/ar/cms), the media library and the admin (/ar/admin). */
export function EditorApp() {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={BASE}>
          <Suspense fallback={<LoadingScreen />}>
            <Routes>
              <Route path="/sign-in" element={<SignInScreen />} />
              <Route
                element={
                  <SessionProvider>
                    <EditorShell />
                  </SessionProvider>
                }
              >
                <Route path="/cms" element={<BuilderScreen />} />
                <Route path="/cms/pages/:pageId" element={<BuilderScreen />} />
                <Route path="/cms/media" element={<MediaScreen />} />
                <Route path="/admin/*" element={<AdminApp />} />
                <Route path="/lrdx-navigation-test" element={<NavigationTest />} />
                <Route path="*" element={<Navigate to="/cms" replace />} />
              </Route>
            </Routes>
          </Suspense>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}

const root = document.getElementById("editor-root");
if (root) createRoot(root).render(<EditorApp />);
