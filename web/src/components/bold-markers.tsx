import { Fragment } from 'react';

/** Renders `**text**` markers in content strings as <strong> (service descriptions bold their key terms this way). */
export function BoldMarkers({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <strong key={index}>{part}</strong>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
