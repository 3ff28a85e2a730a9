import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.body};
  color: #fff;
`;

const Toggle = styled.button`
  all: inherit;
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  min-height: 44px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
  &::after {
    content: '+';
    font-size: 1.25rem;
  }
  &[aria-expanded='true']::after {
    content: '−';
  }
`;

const Section = styled.section<{ $wide: boolean }>`
  border-bottom: ${({ $wide }) => ($wide ? 'none' : '1px solid #344054')};
  ${Heading} {
    margin-bottom: ${({ $wide, theme }) => ($wide ? theme.space(3) : 0)};
  }
`;

/** A titled group of footer links: a column on wide screens, an accordion on phones. */
export function LinkSection({
  title,
  wide,
  children,
}: {
  title: string;
  wide: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (wide) {
    return (
      <Section $wide>
        <Heading>{title}</Heading>
        {children}
      </Section>
    );
  }
  return (
    <Section $wide={false}>
      <Heading>
        <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {title}
        </Toggle>
      </Heading>
      <div id={panelId} hidden={!open}>
        {children}
      </div>
    </Section>
  );
}
