/**
 * The visitor's photo (issue 37) for the sign-in just made: POST api/kiosk-photo (multipart), no session (the server
 * takes it for an open sign-in of the depot, made in the last minutes, once). Answers whether the server kept it; a
 * photo that does not reach the server never holds up the sign-in.
 */
export async function uploadPhoto(depotId: string, attendanceId: string, photo: Blob): Promise<boolean> {
  const form = new FormData();
  form.set('depotId', depotId);
  form.set('attendanceId', attendanceId);
  form.set('photo', photo, 'photo.jpg');
  try {
    const res = await fetch('/api/kiosk-photo', { method: 'POST', body: form });
    return res.ok;
  } catch {
    return false;
  }
}

/** The photo just taken, for the visitor label printed next (print-label): an object URL, replaced by the next. */
let labelPhoto: string | null = null;
export function keepLabelPhoto(photo: Blob | null): void {
  if (labelPhoto) URL.revokeObjectURL(labelPhoto);
  labelPhoto = photo ? URL.createObjectURL(photo) : null;
}
export const labelPhotoUrl = () => labelPhoto;
