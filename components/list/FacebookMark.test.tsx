// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { engagementLevel } from '@/lib/rules/facebookEngagement';
import { FacebookMark } from './FacebookMark';

// What a reader notices: a note for articles popular on Facebook (SPEC section 9: 300 and 100), and
// nothing for the rest.
describe('FacebookMark', () => {
  it.each([
    [1840, 'Nagyon népszerű a Facebookon'],
    [300, 'Nagyon népszerű a Facebookon'],
    [299, 'Népszerű a Facebookon'],
    [100, 'Népszerű a Facebookon'],
  ])('%i interactions: "%s"', (count, text) => {
    const { container } = render(<FacebookMark level={engagementLevel(count)} />);
    expect(screen.getByText(text)).toBeTruthy();
    expect(container.textContent).toBe(text);
  });

  it.each([[99], [0]])('%i interactions: nothing', (count) => {
    const { container } = render(<FacebookMark level={engagementLevel(count)} />);
    expect(container.textContent).toBe('');
  });

  it('shows nothing for a card without a level', () => {
    const { container } = render(<FacebookMark level={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
