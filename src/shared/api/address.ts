import { z } from 'zod';
import { ADDRESS_TYPES, INDIAN_STATES } from '../constants';
import { endpoint } from './endpoint';
import { id, messageResponse, saidFields } from './common';
import { isIndianMobile } from '../rules/account-facts';
import { pincode } from './pincode';

const required = (field: string) => z.string().trim().min(1, `${field} is required`).max(200);
const indianMobile = (field: string) =>
  z.string().refine(isIndianMobile, `${field} must be a 10-digit mobile number starting with 6-9`);

export const addressFields = z.strictObject({
  name: required('name'),
  address: required('address'),
  phonenumber: indianMobile('phonenumber'),
  alternatephonenumber: indianMobile('alternatephonenumber'),
  pincode,
  state: z.enum(INDIAN_STATES, 'state must be an Indian state or union territory'),
  cityDistTown: required('cityDistTown'),
  landmark: required('landmark'),
  locality: required('locality'),
  typeOfAddress: z.enum(ADDRESS_TYPES).default('Home'),
});
export type AddressFields = z.infer<typeof addressFields>;

export const address = z.object({
  _id: id,
  name: z.string(),
  address: z.string(),
  phonenumber: z.string(),
  alternatephonenumber: z.string(),
  pincode: z.string(),
  state: z.string(),
  cityDistTown: z.string(),
  landmark: z.string(),
  locality: z.string(),
  typeOfAddress: z.enum(ADDRESS_TYPES),
  defaultAddress: z.boolean(),
  userInfo: id,
});
export type Address = z.infer<typeof address>;

/** Saves a new address, or updates one when addressId is given (the update path). */
export const saveAddress = endpoint({
  method: 'POST',
  path: '/home/customer/web_add_address',
  auth: true,
  summary: 'Add an address, or update the one named by addressId',
  body: addressFields.extend({
    defaultAddress: z.boolean().default(false),
    userId: id,
    addressId: id.nullable().optional(),
  }),
  response: z.object({ address, ...saidFields }),
});

export const getDefaultAddress = endpoint({
  method: 'GET',
  path: '/home/customer/get_default_address',
  auth: true,
  summary: 'The default address of the signed-in customer',
  response: z.object({ defaultAddress: address.nullable() }),
});

export const getAllAddresses = endpoint({
  method: 'GET',
  path: '/home/customer/get_all_address_web',
  auth: true,
  summary: 'All addresses of the signed-in customer, the default first',
  response: z.object({ addresses: z.array(address) }),
});

export const deleteAddress = endpoint({
  method: 'DELETE',
  path: '/home/customer/delete_address/:id',
  auth: true,
  summary: 'Delete an address',
  params: z.strictObject({ id }),
  query: z.strictObject({ userId: id.optional() }),
  response: messageResponse.extend({ addressId: id }),
});

export const markDefaultAddress = endpoint({
  method: 'PATCH',
  path: '/home/customer/markDefaultAddress/:addressId',
  auth: true,
  summary: 'Make an address the default',
  params: z.strictObject({ addressId: id }),
  body: z.strictObject({ defaultAddress: z.literal(true) }),
  response: messageResponse.extend({ addressId: id }),
});
