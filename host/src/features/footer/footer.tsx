import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { company, Container, fixedClearance, mq, usePortalHref, type PortalLinkKey } from '@vital/shared';
import { Link } from '@vital/shared/router';
import { contactHeading, legalLinks, newsletterCopy, portalColumn, siteColumns } from './content/footer';
import { NewsletterForm, type NewsletterFormProps } from './newsletter-form';

const Root = styled.footer(({ theme }) => ({
  background: theme.colors.surfaceInverse,
  color: theme.colors.textInverse,
  paddingTop: theme.space[12],
  // The page's last links can scroll up clear of the chat launcher in the bottom-right corner.
  paddingBottom: `max(${theme.space[12]}, ${fixedClearance(theme).bottom})`,
  'a:focus-visible, button:focus-visible': { outlineColor: theme.colors.focusInverse },
}));

const Top = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  paddingBottom: theme.space[8],
  borderBottom: `1px solid rgba(255, 255, 255, 0.15)`,
  [mq.lg]: { gridTemplateColumns: '1.2fr 1fr', alignItems: 'end' },
}));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  paddingBlock: theme.space[8],
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
}));

const Heading = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes.md,
  color: theme.colors.textInverse,
  marginBottom: theme.space[3],
}));

const BigHeading = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes['2xl'],
  color: theme.colors.textInverse,
  marginBottom: theme.space[2],
}));

const Muted = styled.p(({ theme }) => ({ color: theme.colors.textInverseMuted }));

const List = styled.ul(({ theme }) => ({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: theme.space[2],
}));

const linkStyles = ({ theme }: { theme: Theme }) => ({
  color: theme.colors.textInverseMuted,
  textDecoration: 'none',
  '&:hover': { color: theme.colors.textInverse, textDecoration: 'underline' },
});
const FooterLink = styled(Link)(linkStyles);
const FooterAnchor = styled.a(linkStyles);

const Address = styled.address({ fontStyle: 'normal' });

const Bottom = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: theme.space[4],
  paddingTop: theme.space[6],
  borderTop: `1px solid rgba(255, 255, 255, 0.15)`,
  fontSize: theme.fontSizes.sm,
}));

const Legal = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

export interface FooterProps {
  onSubscribe: NewsletterFormProps['onSubscribe'];
}

function PortalLink({ portal, children }: { portal: PortalLinkKey; children: string }) {
  return <FooterAnchor href={usePortalHref(portal)}>{children}</FooterAnchor>;
}

/** Newsletter, site and portal links, contact details and the legal links. */
export function Footer({ onSubscribe }: FooterProps) {
  return (
    // The page template holds the first paint until this element is parsed (decision 016).
    <Root id="site-footer">
      <Container>
        <Top>
          <div>
            <BigHeading>{newsletterCopy.heading}</BigHeading>
            <Muted>{newsletterCopy.text}</Muted>
          </div>
          <NewsletterForm onSubscribe={onSubscribe} />
        </Top>
        <Columns>
          <div>
            <Heading>{company.name}</Heading>
            <Muted>{company.description}</Muted>
          </div>
          {siteColumns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <Heading>{column.heading}</Heading>
              <List>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterLink to={link.to}>{link.label}</FooterLink>
                  </li>
                ))}
              </List>
            </nav>
          ))}
          <nav aria-label={portalColumn.heading}>
            <Heading>{portalColumn.heading}</Heading>
            <List>
              {portalColumn.links.map((link) => (
                <li key={link.label}>
                  <PortalLink portal={link.portal}>{link.label}</PortalLink>
                </li>
              ))}
            </List>
          </nav>
          <div>
            <Heading>{contactHeading}</Heading>
            <Address>
              <List>
                <li>
                  <FooterAnchor href={`mailto:${company.email}`}>{company.email}</FooterAnchor>
                </li>
                <li>
                  <FooterAnchor href={company.phoneHref}>{company.phone}</FooterAnchor>
                </li>
                <li>
                  <Muted>{company.address}</Muted>
                </li>
              </List>
            </Address>
          </div>
        </Columns>
        <Bottom>
          <Muted>
            © {new Date().getFullYear()} {company.name}. All rights reserved.
          </Muted>
          <nav aria-label="Legal">
            <Legal>
              {legalLinks.map((link) => (
                <li key={link.label}>
                  <FooterLink to={link.to}>{link.label}</FooterLink>
                </li>
              ))}
            </Legal>
          </nav>
        </Bottom>
      </Container>
    </Root>
  );
}
