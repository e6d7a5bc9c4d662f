export type SocialNetwork = "facebook" | "instagram" | "x";

const PATHS: Record<SocialNetwork, string> = {
  facebook: "M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.6c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v1.7H7.5v3.2h2.8V21H14v-9.3h2.8l.4-3.2H14z",
  instagram:
    "M12 7.2A4.8 4.8 0 1 0 12 16.8 4.8 4.8 0 0 0 12 7.2zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zm5-8.1a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM21 8c-.1-1.5-.4-2.9-1.5-4-1.1-1.1-2.5-1.4-4-1.5H8.5C7 2.6 5.6 2.9 4.5 4 3.4 5.1 3.1 6.5 3 8v8c.1 1.5.4 2.9 1.5 4 1.1 1.1 2.5 1.4 4 1.5h7c1.5-.1 2.9-.4 4-1.5 1.1-1.1 1.4-2.5 1.5-4V8zm-2 8.9a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4A3 3 0 0 1 5 16.9c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3A3 3 0 0 1 6.7 4.6c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4A3 3 0 0 1 19 6.3c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3z",
  x: "M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.5l11.2 14.5z",
};

export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} focusable="false">
      <path d={PATHS[network]} fill="currentColor" />
    </svg>
  );
}
