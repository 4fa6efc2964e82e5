import crypto, { type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { keyIdOf, rawPublicKey } from './statement-format';

export interface SigningKey {
  keyId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** One entry of GET /.well-known/candlog-statement-key. */
export interface PublishedKey {
  key_id: string;
  algorithm: 'Ed25519';
  /** SubjectPublicKeyInfo PEM. */
  public_key_pem: string;
  /** The raw 32-byte key, base64. */
  public_key_raw: string;
  /** The key new statements are signed with; retired keys still verify the statements they signed. */
  active: boolean;
}

/**
 * The server's Ed25519 statement keys. The signing key comes from STATEMENT_SIGNING_KEY (a PKCS#8
 * PEM; several instances share it) or is generated once into `<DATA_DIR>/statement-keys/signing-key.pem`
 * (mode 0600). Rotation: move the old key's PEM (private or public) into
 * `<DATA_DIR>/statement-keys/retired/` and remove or replace the signing key; every key there is
 * still published and verifies the statements it signed, which name their key id. Read lazily,
 * once: a server that never signs never writes a key.
 */
export class StatementKeys {
  private signing: SigningKey | null = null;
  private retired: Map<string, KeyObject> | null = null;

  constructor(private readonly opts: { dataDir: string; signingKeyPem: string | null }) {}

  private get dir(): string {
    return path.join(this.opts.dataDir, 'statement-keys');
  }

  active(): SigningKey {
    if (!this.signing) {
      const privateKey = crypto.createPrivateKey(this.opts.signingKeyPem ?? this.readOrCreate());
      const publicKey = crypto.createPublicKey(privateKey);
      this.signing = { keyId: keyIdOf(publicKey), privateKey, publicKey };
    }
    return this.signing;
  }

  /** The public key with this id: the active one or a retired one; null when unknown. */
  publicKey(keyId: string): KeyObject | null {
    const active = this.active();
    if (active.keyId === keyId) return active.publicKey;
    return this.retiredKeys().get(keyId) ?? null;
  }

  published(): PublishedKey[] {
    const active = this.active();
    const entry = (keyId: string, key: KeyObject, isActive: boolean): PublishedKey => ({
      key_id: keyId,
      algorithm: 'Ed25519',
      public_key_pem: String(key.export({ type: 'spki', format: 'pem' })),
      public_key_raw: rawPublicKey(key).toString('base64'),
      active: isActive,
    });
    return [
      entry(active.keyId, active.publicKey, true),
      ...[...this.retiredKeys()].filter(([id]) => id !== active.keyId).map(([id, key]) => entry(id, key, false)),
    ];
  }

  private readOrCreate(): string {
    const file = path.join(this.dir, 'signing-key.pem');
    if (!fs.existsSync(file)) {
      fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      const { privateKey } = crypto.generateKeyPairSync('ed25519');
      const pem = String(privateKey.export({ type: 'pkcs8', format: 'pem' }));
      try {
        fs.writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        // Another instance on this data directory wrote it first: theirs is the key.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    return fs.readFileSync(file, 'utf8');
  }

  private retiredKeys(): Map<string, KeyObject> {
    if (!this.retired) {
      this.retired = new Map();
      const dir = path.join(this.dir, 'retired');
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.pem')) : [];
      for (const f of files.sort()) {
        const pem = fs.readFileSync(path.join(dir, f), 'utf8');
        const key = pem.includes('PRIVATE KEY')
          ? crypto.createPublicKey(crypto.createPrivateKey(pem))
          : crypto.createPublicKey(pem);
        if (key.asymmetricKeyType === 'ed25519') this.retired.set(keyIdOf(key), key);
      }
    }
    return this.retired;
  }
}
