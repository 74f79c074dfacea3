import { termsParagraphs } from './waiver-format';

/** Terms as the signer read them: plain-text paragraphs (React escapes them; nothing is parsed as HTML). */
export function TermsText({ text }: { text: string }) {
  return (
    <div className="waiver-text">
      {termsParagraphs(text).map((paragraph, index) => (
        // The paragraphs are the text's own and never reorder: their place is their identity.
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
