'use client';

// When even the root layout fails there is no i18n or theme: a plain page in the three languages.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32, textAlign: 'center', color: '#2b1a1f' }}>
        <h1>Something went wrong</h1>
        <p lang="hi">कुछ गड़बड़ हो गई</p>
        <p lang="ar" dir="rtl">
          حدث خطأ ما
        </p>
        <p>
          <button
            type="button"
            onClick={reset}
            style={{
              padding: '10px 20px',
              borderRadius: 8,
              border: 0,
              background: '#7a1230',
              color: '#fff',
              fontSize: 16,
            }}
          >
            Try again · फिर कोशिश करें · حاول مرة أخرى
          </button>
        </p>
        <p>
          {/* A full page load on purpose: the root layout, and with it the client router, just failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Home</a>
        </p>
      </body>
    </html>
  );
}
