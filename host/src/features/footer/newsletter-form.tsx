import styled from '@emotion/styled';
import { Button, mq } from '@vital/shared';
import { useId, useState, type FormEvent } from 'react';
import { newsletterCopy } from './content/footer';

const Form = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  maxWidth: '28rem',
}));

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  [mq.md]: { flexDirection: 'row' },
}));

const Input = styled.input(({ theme }) => ({
  flex: 1,
  minHeight: '2.75rem',
  padding: `0 ${theme.space[3]}`,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.textInverseMuted}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusInverse}`, outlineOffset: 2 },
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
}));

const Label = styled.label(({ theme }) => ({ fontWeight: theme.fontWeights.semibold }));
const Feedback = styled.p<{ tone: 'error' | 'success' }>(({ theme, tone }) => ({
  fontSize: theme.fontSizes.sm,
  color: tone === 'error' ? theme.colors.dangerOnInverse : theme.colors.successOnInverse,
}));

// Deliberately simple: the browser's own `type=email` check plus a sanity check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewsletterFormProps {
  /** Sends the address; resolves (with the server's message, if any) when accepted, rejects otherwise. */
  onSubscribe: (email: string) => Promise<string | null | void>;
}

/** The footer's newsletter box: validates, reports every outcome, and keeps the address on failure. */
export function NewsletterForm({ onSubscribe }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const inputId = useId();
  const feedbackId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    const value = email.trim();
    if (!value) return setFeedback({ tone: 'error', text: newsletterCopy.required });
    if (!EMAIL.test(value)) return setFeedback({ tone: 'error', text: newsletterCopy.invalid });
    setIsSending(true);
    setFeedback(null);
    try {
      const message = await onSubscribe(value);
      setEmail('');
      setFeedback({ tone: 'success', text: message || newsletterCopy.success });
    } catch (error) {
      setFeedback({ tone: 'error', text: error instanceof Error && error.message ? error.message : newsletterCopy.failure });
    } finally {
      setIsSending(false);
    }
  };

  const isInvalid = feedback?.tone === 'error';
  return (
    <Form method="post" noValidate onSubmit={onSubmit} aria-label="Newsletter">
      <Label htmlFor={inputId}>{newsletterCopy.label}</Label>
      <Row>
        <Input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={newsletterCopy.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={isInvalid}
          aria-describedby={feedback ? feedbackId : undefined}
        />
        <Button type="submit" variant="inverse" disabled={isSending}>
          {isSending ? newsletterCopy.sending : newsletterCopy.button}
        </Button>
      </Row>
      <div aria-live="polite">
        {feedback && (
          <Feedback id={feedbackId} tone={feedback.tone}>
            {feedback.text}
          </Feedback>
        )}
      </div>
    </Form>
  );
}
