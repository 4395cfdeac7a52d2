import { z } from 'zod';
import { endpoint } from './endpoint';
import { MAX_PASSWORD_CHARACTERS } from '../rules/account-facts';
import { id } from './common';
import { CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGE_MAX } from '../constants';

// The limits live with the spec's constants (no zod there): the client reads them without the schemas.
export { CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGE_MAX };
/** One chat message's text: trimmed, not empty, at most CHAT_MESSAGE_MAX characters. */
export const chatText = z
  .string()
  .trim()
  .min(1, 'Message must not be empty')
  .max(CHAT_MESSAGE_MAX, `Message must be at most ${CHAT_MESSAGE_MAX} characters`);

/** A conversation partner (for a customer: a seller). `unread`: their messages not yet read. */
export const chatFriend = z.object({
  fdId: id,
  name: z.string(),
  image: z.string().nullable(),
  unread: z.number().int().nonnegative(),
  lastMessageAt: z.string().nullable(),
});
export type ChatFriend = z.infer<typeof chatFriend>;

/**
 * The product a message is about (a chat opened from its page), as the server read it: the
 * shop's own name and the price the shopper pays, never what a client said. `image` is the
 * product's first picture, or null.
 */
export const chatProduct = z.object({
  _id: id,
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
});
export type ChatProduct = z.infer<typeof chatProduct>;

/**
 * One stored message. Text is plain text (markup is shown as text). `image` is the API path of
 * the picture sent with it (served to the conversation's two parties only), or null.
 */
export const chatMessage = z.object({
  _id: id,
  senderId: id,
  senderName: z.string(),
  receverId: id,
  message: z.string(),
  image: z.string().nullable(),
  /** The product the message is about (the first message of a chat opened from a product), or null. */
  product: chatProduct.nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const addCustomerFriend = endpoint({
  method: 'POST',
  path: '/chat/customer/add-customer-friend',
  auth: true,
  summary:
    'List conversations (latest first); with a sellerId, open that thread: add the seller as a friend, answer its messages and mark them read',
  body: z.strictObject({ sellerId: id.optional().nullable(), userId: id }),
  response: z.object({
    messages: z.array(chatMessage),
    currentFd: chatFriend.nullable(),
    myFriends: z.array(chatFriend),
  }),
});

export const sendMessageToSeller = endpoint({
  method: 'POST',
  path: '/chat/customer/send-message-to-seller',
  auth: true,
  summary:
    'Send a message to a seller (Idempotency-Key: a UUID not yet taken becomes the message id), optionally about one of their products; the server relays it to the seller live',
  body: z.strictObject({
    userId: id,
    text: chatText,
    sellerId: id,
    name: z.string().max(100),
    /** Our addition: the product the message is about; it must be this seller's. */
    productId: id.optional(),
  }),
  response: z.object({ message: chatMessage }),
});

/**
 * Picture message: multipart/form-data with fields `sellerId`, `userId`, optional `text`, and
 * one file `image`. Not in the spec (its file picker is inert); our addition, same answer as a
 * text message. The body is multipart, so it has no zod body schema here.
 */
export const sendImageToSeller = endpoint({
  method: 'POST',
  path: '/chat/customer/send-image-to-seller',
  auth: true,
  summary: 'Send a picture (JPEG, PNG or WebP, at most 5 MB, judged by content) to a seller',
  response: z.object({ message: chatMessage }),
});

export const getChatImage = endpoint({
  method: 'GET',
  path: '/chat/images/:imageId',
  auth: true,
  summary: 'A chat picture; only for the customer and the seller of its conversation',
  params: z.strictObject({ imageId: id }),
  response: z.unknown(),
});

/** Seller side, for demos, tests and the terminal client: a chat-only seller token. */
export const sellerChatLogin = endpoint({
  method: 'POST',
  path: '/chat/seller/login',
  auth: false,
  summary: 'Seller sign-in for chat only (seeded credentials, see README)',
  body: z.strictObject({
    email: z.string().email().max(200),
    password: z.string().min(1).max(MAX_PASSWORD_CHARACTERS),
  }),
  response: z.object({
    token: z.string(),
    seller: z.object({ _id: id, name: z.string(), shopName: z.string() }),
  }),
});
