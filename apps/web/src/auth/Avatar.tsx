import { useState } from 'react';

/** The learner's photo, or their initial when there is none (or it fails to load). */
export function Avatar({ name, photoURL, size }: { name: string; photoURL: string | null; size: number }) {
  const [failed, setFailed] = useState(false);
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  if (photoURL && !failed) {
    return (
      <img
        className="auth-avatar"
        src={photoURL}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className="auth-avatar auth-avatar--initial"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}
