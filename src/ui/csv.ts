// The browser's side of "CSV İndir": handing a file to the user. The CSV's encoding is the
// domain's (src/domain/csv.ts), the same for the paged export and the servers' streamed one.

/** Hands the text (or the bytes a server sent) to the browser as a file download. */
export function downloadText(fileName: string, text: string | Blob, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(text instanceof Blob ? text : new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
