import { MAX_UPDATE_NUMBER, numberedUpdateId, updateClientPart } from '@abhyas/domain';

/**
 * This page's progress update ids: numbered 1, 2, 3… under a random part of the page's own
 * (`numberedUpdateId`), so that the server keeps a number per page rather than a row per update.
 * A new page (a reload, another tab) starts again at 1 under a new part.
 */
let clientPart: string | undefined;
let lastNumber = 0;

export function nextProgressUpdateId(): string {
  if (clientPart === undefined || lastNumber === MAX_UPDATE_NUMBER) {
    clientPart = updateClientPart(crypto.getRandomValues(new Uint8Array(12)));
    lastNumber = 0;
  }
  lastNumber += 1;
  return numberedUpdateId(clientPart, lastNumber);
}
