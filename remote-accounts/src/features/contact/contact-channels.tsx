import styled from '@emotion/styled';
import { Button, Card, Grid, IconTile, openChat } from '@vital/shared';
import { contactCopy } from './content/contact';

const Action = styled.div(({ theme }) => ({
  marginTop: 'auto',
  paddingTop: theme.space[2],
  a: { fontWeight: theme.fontWeights.semibold, overflowWrap: 'anywhere' },
}));

const copy = contactCopy.channels;

/** Email, phone and Live Chat; Live Chat opens the site's chat assistant. */
export function ContactChannels() {
  return (
    <Grid min="16rem">
      {copy.items.map((channel) => (
        <li key={channel.key}>
          <Card>
            <IconTile name={channel.icon} />
            <h3>{channel.title}</h3>
            <p>{channel.text}</p>
            <Action>
              {channel.key === 'email' && <a href={copy.email.href}>{copy.email.label}</a>}
              {channel.key === 'phone' && <a href={copy.phone.href}>{copy.phone.label}</a>}
              {channel.key === 'chat' && (
                <Button variant="secondary" onClick={() => openChat()}>
                  {copy.chatAction}
                </Button>
              )}
            </Action>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
