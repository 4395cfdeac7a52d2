import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPart } from './lazy-part';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('a part loaded on demand', () => {
  it('renders in the same commit once its code has arrived, without showing the fallback', async () => {
    const { load, Part } = lazyPart(() => Promise.resolve({ default: Greeting }));
    await load();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('suspends like a lazy component when rendered before its code arrives', async () => {
    let arrive!: () => void;
    const { Part } = lazyPart(
      () =>
        new Promise<{ default: typeof Greeting }>((r) => (arrive = () => r({ default: Greeting }))),
    );
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
  });
});
