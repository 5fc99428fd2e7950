/** What the editor shows when it cannot open what was asked for (a page that does not exist, the server stopped), with the way back. */
export function Unavailable({ what, reason }: { what: string; reason: string }) {
  return (
    <main className="file-list">
      <h1>{what} could not be opened</h1>
      <p className="warning" role="alert">
        {reason}
      </p>
      <p>
        <a href="/edit">All pages</a>: the site's pages and what they share.
      </p>
    </main>
  );
}
