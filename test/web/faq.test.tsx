import { faqTexts } from '@/features/faq/faq-texts';
import { fakeApi } from './support/fake-api';
import { pageLoad } from './support/page-load';

beforeEach(() => {
  fakeApi(() => ({ body: {} }));
});

const [first, second, , , , last] = faqTexts.entries;

test('a question opens its answer, another closes it, and a second tap closes the open one', async () => {
  await pageLoad(async ({ open, screen, fireEvent }) => {
    open('/faq');
    const firstQuestion = await screen.findByRole('button', { name: first!.question });
    const secondQuestion = screen.getByRole('button', { name: second!.question });
    expect(screen.getAllByRole('button', { name: /\?$/ })).toHaveLength(6);
    expect(screen.queryByText(first!.answer[0]!)).toBeNull();

    fireEvent.click(firstQuestion);
    expect(firstQuestion.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: first!.question }).textContent).toBe(first!.answer.join(''));

    fireEvent.click(secondQuestion);
    expect(firstQuestion.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(first!.answer[0]!)).toBeNull();
    expect(screen.getByRole('region', { name: second!.question }).textContent).toBe(second!.answer.join(''));

    fireEvent.click(secondQuestion);
    expect(secondQuestion.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });
});

test('arrow keys, Home and End move between the questions, wrapping at the ends', async () => {
  await pageLoad(async ({ open, screen, fireEvent }) => {
    open('/faq');
    const firstQuestion = await screen.findByRole('button', { name: first!.question });
    const secondQuestion = screen.getByRole('button', { name: second!.question });
    const lastQuestion = screen.getByRole('button', { name: last!.question });
    firstQuestion.focus();
    fireEvent.keyDown(firstQuestion, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(secondQuestion);
    fireEvent.keyDown(secondQuestion, { key: 'End' });
    expect(document.activeElement).toBe(lastQuestion);
    fireEvent.keyDown(lastQuestion, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(firstQuestion);
    fireEvent.keyDown(firstQuestion, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(lastQuestion);
    fireEvent.keyDown(lastQuestion, { key: 'Home' });
    expect(document.activeElement).toBe(firstQuestion);
  });
});
