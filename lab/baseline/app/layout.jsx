export const metadata = { title: 'Floor', description: 'A bare Next.js page to measure against.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
