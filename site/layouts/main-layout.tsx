import type { ReactNode } from "react";
import { Footer, type FooterProps } from "../shell/footer.tsx";
import { Header } from "../shell/header.tsx";

export interface MainLayoutProps {
  appName: string;
  skipLabel: string;
  footer: FooterProps;
  children: ReactNode;
}

/** Navigation, the page content, the footer (the other shell parts arrive with their issues). */
export function MainLayout({ appName, skipLabel, footer, children }: MainLayoutProps) {
  return (
    <>
      <Header appName={appName} skipLabel={skipLabel} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer {...footer} />
    </>
  );
}
