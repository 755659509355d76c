export const dynamic = 'force-dynamic';

export default function Page() {
  const items = Array.from({ length: 24 }, (_, i) => `Product ${i + 1}`);
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <h1>Bare page</h1>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 12, listStyle: 'none', padding: 0 }}>
        {items.map((name) => (
          <li key={name} style={{ border: '1px solid #ddd', borderRadius: 8, padding: 12 }}>
            <a href={`#${name}`}>{name}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
