import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, use } from "react";
import { get, type SessionInfo, setCsrfToken } from "./api.ts";
import { LoadingScreen } from "./loading-screen.tsx";

const SessionContext = createContext<SessionInfo | null>(null);

/** Loads the signed-in user once (GET /api/auth/me) and keeps the CSRF token for every write. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const query = useQuery({
    queryKey: ["session"],
    queryFn: async () => {
      const session = await get<SessionInfo>("/api/auth/me");
      setCsrfToken(session.csrfToken);
      return session;
    },
    staleTime: 60_000,
    retry: false,
  });
  if (query.isPending) return <LoadingScreen />;
  if (query.isError || !query.data)
    return (
      <LoadingScreen>
        <p className="ed-error" role="alert">
          تعذّر التحقق من تسجيل الدخول. أعد تحميل الصفحة.
        </p>
      </LoadingScreen>
    );
  return <SessionContext value={query.data}>{children}</SessionContext>;
}

export function useSession(): SessionInfo {
  const session = use(SessionContext);
  if (!session) throw new Error("useSession needs a SessionProvider");
  return session;
}

export function useCan(permission: string): boolean {
  return useSession().permissions.includes(permission);
}
