/**
 * The request's e-mails to the guest and their state (the outbox of issue 49:
 * sent, failed, send again). A slot for now: the request page renders it
 * beside the history, and it renders nothing until the outbox is wired in.
 */
export function RequestMessages(_props: { requestId: string; locale: string; heading: string }) {
  return null;
}
