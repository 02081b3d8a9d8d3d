import { paths } from '../routes/paths';

/**
 * The legal pages, wherever the site names them (the footer, the sign-up terms box). All three
 * lead to /contact until the site has pages of its own for them (docs/product.md, Pages): change it here, once.
 */
export const legalLinks = {
  privacyPolicy: { label: 'Privacy Policy', to: paths.contact },
  termsOfService: { label: 'Terms of Service', to: paths.contact },
  cookiePolicy: { label: 'Cookie Policy', to: paths.contact },
} as const;
