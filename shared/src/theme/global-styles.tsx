import { Global, css, useTheme } from '@emotion/react';
import { AUTH_PENDING_RULE } from '../auth/auth-pending';
import { fixedClearance, mq } from './tokens';

/** Base document styles: rendered once by the host (and by a remote's dev shell). */
export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          scroll-behavior: smooth;
          /* A control scrolled or tabbed into view stops clear of the sticky header and the chat launcher. */
          scroll-padding-top: ${fixedClearance(theme).top};
          scroll-padding-bottom: ${fixedClearance(theme).bottom};
        }
        body {
          margin: 0;
          font-family: ${theme.fonts.body};
          font-size: ${theme.fontSizes.md};
          line-height: ${theme.lineHeights.body};
          color: ${theme.colors.text};
          background: ${theme.colors.surface};
          -webkit-font-smoothing: antialiased;
        }
        h1,
        h2,
        h3,
        h4 {
          font-family: ${theme.fonts.heading};
          line-height: ${theme.lineHeights.tight};
          color: ${theme.colors.heading};
          margin: 0;
          /* Lines of even length: a heading that wraps never leaves one word alone on its last line. */
          text-wrap: balance;
        }
        p {
          margin: 0;
          /* Nor a paragraph, where the browser can help it. */
          text-wrap: pretty;
        }
        ${AUTH_PENDING_RULE} {
          visibility: hidden;
        }
        img,
        video,
        svg {
          display: block;
          max-width: 100%;
        }
        a {
          color: ${theme.colors.primary};
        }
        button,
        input,
        select,
        textarea {
          font: inherit;
          color: inherit;
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
        ${mq.reducedMotion} {
          html {
            scroll-behavior: auto;
          }
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            animation-iteration-count: 1 !important;
            transition-duration: 0.01ms !important;
          }
        }
      `}
    />
  );
}
