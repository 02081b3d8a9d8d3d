import styled from '@emotion/styled';
import { Button, Icon, VisuallyHidden } from '@vital/shared';
import { useId, useState, type RefObject } from 'react';

const HiddenLabel = VisuallyHidden.withComponent('label');

const Form = styled.form(({ theme }) => ({
  display: 'flex',
  gap: theme.space[2],
  padding: theme.space[3],
  borderTop: `1px solid ${theme.colors.borderSoft}`,
  background: theme.colors.surface,
}));

const Input = styled.input(({ theme }) => ({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '2.75rem',
  padding: `0 ${theme.space[3]}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  '&::placeholder': { color: theme.colors.textMuted, opacity: 1 },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 1 },
  '&[aria-disabled="true"]': { background: theme.colors.surfaceMuted, cursor: 'not-allowed' },
}));

const Suggestions = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  margin: 0,
  padding: `0 ${theme.space[4]} ${theme.space[3]}`,
  listStyle: 'none',
}));

const Suggestion = styled.button(({ theme }) => ({
  padding: `${theme.space[1]} ${theme.space[3]}`,
  minHeight: '2rem',
  border: `1px solid ${theme.colors.primary}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surface,
  color: theme.colors.primary,
  font: 'inherit',
  fontSize: theme.fontSizes.sm,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.primarySoft },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

export interface ChatComposerProps {
  copy: {
    inputLabel: string;
    placeholder: string;
    send: string;
    suggestionsLabel: string;
    suggestions: readonly string[];
  };
  isWaiting: boolean;
  /** Offer the suggested questions (before the visitor has asked anything). */
  hasSuggestions: boolean;
  maxLength: number;
  inputRef: RefObject<HTMLInputElement | null>;
  onSend: (text: string) => void;
}

/** The message field and Send; blank text is never sent, nothing is sent while a reply is awaited. */
export function ChatComposer({ copy, isWaiting, hasSuggestions, maxLength, inputRef, onSend }: ChatComposerProps) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const canSend = !isWaiting && draft.trim().length > 0;

  const send = (text: string) => {
    if (isWaiting || !text.trim()) return;
    setDraft('');
    // Focus stays in the conversation even when Send or a suggestion was used (both disappear or disable).
    inputRef.current?.focus();
    onSend(text);
  };

  return (
    <>
      {hasSuggestions && (
        <Suggestions aria-label={copy.suggestionsLabel}>
          {copy.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <Suggestion type="button" onClick={() => send(suggestion)}>
                {suggestion}
              </Suggestion>
            </li>
          ))}
        </Suggestions>
      )}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          send(draft);
        }}
      >
        <HiddenLabel htmlFor={inputId}>{copy.inputLabel}</HiddenLabel>
        {/* Read-only rather than disabled while waiting: a disabled field would drop the keyboard focus. */}
        <Input
          ref={inputRef}
          id={inputId}
          type="text"
          value={draft}
          placeholder={copy.placeholder}
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="send"
          readOnly={isWaiting}
          aria-disabled={isWaiting || undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={!canSend}>
          <Icon name="arrowRight" size={18} />
          {copy.send}
        </Button>
      </Form>
    </>
  );
}
