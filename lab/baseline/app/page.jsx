import CountButton from './CountButton';

export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading, one paragraph and one client button: what any page of the framework costs.</p>
      <CountButton />
    </main>
  );
}
