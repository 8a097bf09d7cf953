import { commentLinkRel, parseCommentText } from "@/lib/comment-text";

/** A comment's text: paragraphs, line breaks and links, built as elements (never HTML from the text). */
export function CommentText({ body }: { body: string }) {
  return (
    <div className="flex flex-col gap-3 break-words [overflow-wrap:anywhere]">
      {parseCommentText(body).map((lines, paragraph) => (
        <p key={paragraph}>
          {lines.map((segments, line) => (
            <span key={line}>
              {line > 0 ? <br /> : null}
              {segments.map((segment, index) =>
                segment.kind === "link" ? (
                  <a
                    key={index}
                    href={segment.href}
                    rel={commentLinkRel}
                    target="_blank"
                    className="text-accent underline underline-offset-2"
                  >
                    {segment.text}
                  </a>
                ) : (
                  <span key={index}>{segment.text}</span>
                ),
              )}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
