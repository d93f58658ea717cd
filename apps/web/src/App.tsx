export function App() {
  return (
    <main>
      <h1>Abhyas</h1>
      <p>Free practice for India's SSC and UPSC exams.</p>
    </main>
  );
}
