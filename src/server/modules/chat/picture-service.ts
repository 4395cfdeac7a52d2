import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@shared/api/chat';
import type { ChatParty } from '@shared/socket-events';
import { inTransaction, type Db } from '../../db/client';
import { notFound, tooManyRequests } from '../../domain-error';
import type { PictureType } from './picture-type';
import { pictureBytes, type ReceivedPicture } from './picture-upload';
import {
  chatImageData,
  findChatImage,
  lockShopperPictures,
  pictureBytesToday,
  storeChatImage,
  storeMessage,
} from './repository';

export const pictureNotFound = 'server_picture_not_found';
export const tooManyPictures = 'server_too_many_pictures';

export interface PictureMessage {
  customerId: string;
  sellerId: string;
  /** The caption ('' for none). */
  text: string;
  contentType: PictureType;
  picture: ReceivedPicture;
  /** Bytes of pictures a shopper may send in 24 hours. */
  allowance: number;
}

/**
 * Stores a picture and its message in a transaction of their own (inside an idempotent request,
 * in its transaction): the lock, the allowance's check and the rows commit together.
 */
export function storePictureMessage(outer: Db, input: PictureMessage): Promise<ChatMessage> {
  const { customerId, sellerId, picture } = input;
  return inTransaction(outer, async (tx) => {
    // One upload of a shopper at a time from here to the commit, so the allowance counts every
    // picture before it (a burst must not pass the check together).
    await lockShopperPictures(tx, customerId);
    if ((await pictureBytesToday(tx, customerId)) + picture.bytes > input.allowance)
      throw tooManyRequests(tooManyPictures);
    const imageId = randomUUID();
    await storeChatImage(
      tx,
      { id: imageId, customerId, sellerId, contentType: input.contentType, bytes: picture.bytes },
      await pictureBytes(picture),
    );
    return storeMessage(tx, {
      customerId,
      sellerId,
      sender: 'customer',
      message: input.text,
      imageId,
    });
  });
}

/**
 * A picture for one of its conversation's two parties; someone else's picture answers like a
 * missing one: its existence is not disclosed.
 */
export async function pictureFor(db: Db, party: ChatParty, imageId: string) {
  const image = await findChatImage(db, imageId);
  const mine =
    image &&
    (party.role === 'customer'
      ? image.customerId === party.customerId
      : image.sellerId === party.sellerId);
  if (!image || !mine) throw notFound(pictureNotFound);
  const bytes = await chatImageData(db, image.id);
  if (!bytes) throw notFound(pictureNotFound);
  return { contentType: image.contentType, bytes };
}
