import styled from '@emotion/styled';
import { Card, Grid, Icon, type Office } from '@vital/shared';
import { contactCopy } from './content/contact';

const Details = styled.dl(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  margin: 0,
  dt: { fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.semibold, color: theme.colors.heading },
  dd: { margin: 0, color: theme.colors.textMuted, overflowWrap: 'anywhere' },
}));

const Address = styled.address(({ theme }) => ({
  display: 'flex',
  gap: theme.space[2],
  fontStyle: 'normal',
  color: theme.colors.textMuted,
  svg: { flexShrink: 0, color: theme.colors.accent },
}));

const copy = contactCopy.offices;

/** The three offices, each with address, phone and e-mail. */
export function OfficeList({ offices }: { offices: readonly Office[] }) {
  return (
    <Grid min="16rem">
      {offices.map((office) => (
        <li key={office.city}>
          <Card>
            <h3>{office.city}</h3>
            <Address>
              <Icon name="mapPin" size={20} />
              {office.address}
            </Address>
            <Details>
              <div>
                <dt>{copy.phone}</dt>
                <dd>
                  <a href={office.phoneHref}>{office.phone}</a>
                </dd>
              </div>
              <div>
                <dt>{copy.email}</dt>
                <dd>
                  <a href={`mailto:${office.email}`}>{office.email}</a>
                </dd>
              </div>
            </Details>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
