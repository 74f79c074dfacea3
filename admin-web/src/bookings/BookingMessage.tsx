/** The guest's message on a booking, under its own label; nothing when they left none. */
export function BookingMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="booking__message">
      <p className="booking__message-label">Message</p>
      <p>{message}</p>
    </div>
  );
}
