import { render } from '@testing-library/react';
import { MessageWith } from './message-with';

describe('a message with an element inside', () => {
  it('draws the element where the message puts its input, in any word order', () => {
    const { container } = render(
      <p>
        <MessageWith text={(term) => `क्या आप ${term} ढूँढ रहे थे?`}>
          <a href="/x">kurti</a>
        </MessageWith>
      </p>,
    );
    expect(container.innerHTML).toBe('<p>क्या आप <a href="/x">kurti</a> ढूँढ रहे थे?</p>');
  });

  it('places it by its mark, not by a word the message shares with the input', () => {
    const { container } = render(
      <p>
        <MessageWith text={(term) => `Did you mean ${term}?`}>
          <b>you</b>
        </MessageWith>
      </p>,
    );
    expect(container.textContent).toBe('Did you mean you?');
    expect(container.innerHTML).toBe('<p>Did you mean <b>you</b>?</p>');
  });
});
