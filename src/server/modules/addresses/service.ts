import type { AddressFields } from '@shared/api/address';
import type { Db } from '../../db/client';
import { notFound } from '../../domain-error';
import * as repo from './repository';
import { said } from '@shared/said';

export const ADDRESS_NOT_FOUND = 'server_address_not_found';

/** What an order keeps of the address it ships to: a copy, so later edits do not change it. */
export type ShippingSnapshot = Record<
  | 'name'
  | 'address'
  | 'locality'
  | 'landmark'
  | 'cityDistTown'
  | 'state'
  | 'pincode'
  | 'phonenumber',
  string
>;

export async function saveAddress(
  db: Db,
  customerId: string,
  input: AddressFields & { addressId?: string | null | undefined; defaultAddress: boolean },
) {
  const { addressId, defaultAddress, ...fields } = input;
  const saved = await repo.saveAddress(db, customerId, fields, defaultAddress, addressId);
  if (!saved) throw notFound(ADDRESS_NOT_FOUND);
  return {
    address: repo.toAddress(saved),
    ...said(addressId ? 'server_address_updated' : 'server_address_added'),
  };
}

export async function addressesOf(db: Db, customerId: string) {
  return (await repo.listAddresses(db, customerId)).map(repo.toAddress);
}

export async function defaultAddressOf(db: Db, customerId: string) {
  const [first] = await repo.listAddresses(db, customerId);
  return first?.isDefault ? repo.toAddress(first) : null;
}

export async function deleteAddress(db: Db, customerId: string, id: string) {
  // Another shopper's address is "not found": nothing about it is revealed.
  if (!(await repo.deleteAddress(db, customerId, id))) throw notFound(ADDRESS_NOT_FOUND);
  return { ...said('server_address_deleted'), addressId: id };
}

export async function markDefault(db: Db, customerId: string, id: string) {
  if (!(await repo.markDefault(db, customerId, id))) throw notFound(ADDRESS_NOT_FOUND);
  return { ...said('server_default_address_updated'), addressId: id };
}

/** The shopper's own address as an order keeps it; another shopper's is "not found". */
export async function shippingSnapshot(
  db: Db,
  customerId: string,
  addressId: string,
): Promise<ShippingSnapshot> {
  const a = await repo.findOwn(db, customerId, addressId);
  if (!a) throw notFound(ADDRESS_NOT_FOUND);
  return {
    name: a.name,
    address: a.address,
    locality: a.locality,
    landmark: a.landmark,
    cityDistTown: a.cityDistTown,
    state: a.state,
    pincode: a.pincode,
    phonenumber: a.phonenumber,
  };
}
