import styled from 'styled-components';

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space(3)} 0;
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
`;

/** Questions and answers, each opened on its own. */
export function FaqList({ faq }: { faq: { question: string; answer: string }[] }) {
  return (
    <div>
      {faq.map((item) => (
        <Item key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </Item>
      ))}
    </div>
  );
}
