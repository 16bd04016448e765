// A password hash as stored before argon2id: made by the former scrypt hashing (N = 2^15, r = 8, p = 1), for the
// tests that an account from then still signs in and gets its hash upgraded.
export const OLD_SCRYPT_PASSWORD = 'an old long password';
export const OLD_SCRYPT_HASH = 'scrypt$32768$8$1$8lZMCKxYjG4MWthR-RhEaw$jzKsEtSTjyHTSNAnwvqlPxru5liUuE8d_tZJJaAQH6I';
