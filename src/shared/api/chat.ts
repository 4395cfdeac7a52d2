import { z } from 'zod';
import { endpoint } from './endpoint';
import { paths } from './paths';
import { id } from './common';

export const chatFriend = z.object({ fdId: id, name: z.string(), image: z.string().nullable() });
export type ChatFriend = z.infer<typeof chatFriend>;

export const chatMessage = z.object({
  _id: id,
  senderId: id,
  senderName: z.string(),
  receverId: id,
  message: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const addCustomerFriend = endpoint({
  ...paths.addCustomerFriend,
  summary: 'Open (or list) conversations; with a sellerId, load that thread',
  body: z.strictObject({ sellerId: id.optional().nullable(), userId: id }),
  response: z.object({
    messages: z.array(chatMessage),
    currentFd: chatFriend.nullable(),
    myFriends: z.array(chatFriend),
  }),
});

export const sendMessageToSeller = endpoint({
  ...paths.sendMessageToSeller,
  summary: 'Send a message to a seller',
  body: z.strictObject({
    userId: id,
    text: z.string().trim().min(1, 'Message must not be empty').max(2000),
    sellerId: id,
    name: z.string().max(100),
  }),
  response: z.object({ message: chatMessage }),
});
