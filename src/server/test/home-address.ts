/** A valid delivery address in Hyderabad (Telangana), for tests, benches and the topology test. */
export const HOME_ADDRESS = {
  name: 'Asha',
  address: 'Flat 12',
  phonenumber: '9876543210',
  alternatephonenumber: '9123456780',
  pincode: '500034',
  state: 'Telangana',
  cityDistTown: 'Hyderabad',
  landmark: 'KBR Park',
  locality: 'Banjara Hills',
  typeOfAddress: 'Home',
};
