// Attachments' calls (spec §5, §7). Members upload files (course messages, posters, avatars, chat
// images); a file is read by its link alone, because <audio>, <video> and <img> cannot send a bearer
// token: the link the server signs (`url` of an Attachment, with its expiry and signature in the
// query) is the capability.
import { object } from '../struct';
import { Attachment } from '../attachment';
import { call } from './call';

export const attachmentCalls = {
  create: call({ method: 'POST', path: '/attachments/create', access: 'member', upload: 'file', summary: "Stores one uploaded file (typed by its bytes, within its kind's size limit) as the caller's attachment", response: Attachment }),
  // The answer is the bytes (typed as stored for images and media, a download otherwise): no JSON
  // `data` ever comes, so the declared answer is empty.
  get: call({ method: 'GET', path: '/attachments/:id', access: 'guest', file: 'application/octet-stream', summary: "An attachment's bytes through the link the server signed (exp and sig in the query); Range requests answer 206", response: object({}) }),
  remove: call({ method: 'DELETE', path: '/attachments/:id', access: 'member', summary: 'Deletes an attachment (the uploader or an admin); answers it as it was', response: Attachment }),
};
