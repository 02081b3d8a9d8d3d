import styled from '@emotion/styled';
import { mq } from '@vital/shared';
import { useId, useState } from 'react';
import type { Faq } from './content/contact';

const List = styled.ul(({ theme }) => ({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: theme.space[3],
}));

const Item = styled.li(({ theme }) => ({
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.borderSoft}`,
  background: theme.colors.surface,
  h3: { fontSize: theme.fontSizes.lg },
}));

const Toggle = styled.button(({ theme }) => ({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  padding: theme.space[4],
  border: 0,
  borderRadius: theme.radii.lg,
  background: 'transparent',
  color: theme.colors.heading,
  font: 'inherit',
  fontWeight: theme.fontWeights.semibold,
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceMuted },
}));

const Chevron = styled.span(({ theme }) => ({
  flexShrink: 0,
  width: '0.6rem',
  height: '0.6rem',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'rotate(45deg)',
  transition: `transform ${theme.motion.normal} ${theme.motion.easing}`,
  '[aria-expanded="true"] > &': { transform: 'rotate(225deg)' },
  [mq.reducedMotion]: { transition: 'none' },
}));

const Answer = styled.div(({ theme }) => ({
  padding: `0 ${theme.space[4]} ${theme.space[4]}`,
  color: theme.colors.textMuted,
}));

/** Questions and answers as a disclosure list: each question is a button that shows or hides its answer. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <List>
      {items.map((item, index) => {
        const answerId = `${baseId}-answer-${index}`;
        const isOpen = open.has(index);
        return (
          <Item key={item.question}>
            <h3>
              <Toggle type="button" aria-expanded={isOpen} aria-controls={answerId} onClick={() => toggle(index)}>
                {item.question}
                <Chevron aria-hidden="true" />
              </Toggle>
            </h3>
            <Answer id={answerId} hidden={!isOpen}>
              <p>{item.answer}</p>
            </Answer>
          </Item>
        );
      })}
    </List>
  );
}
