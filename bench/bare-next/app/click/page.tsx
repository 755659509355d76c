import { PressButton } from './PressButton';

// The baseline for bench/interactions.bench.mjs: one client button on an otherwise bare page.
export default function ClickPage() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <h1>Bare button</h1>
      <PressButton />
    </main>
  );
}
