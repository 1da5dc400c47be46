import { createCipheriv, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bytesLE, chachaBlock, chachaEncrypt, quarterRound, wordsLE } from "../../../shared/engine/chacha20";

const fromHex = (s: string): Uint8Array => Uint8Array.from(s.replace(/[^0-9a-f]/gi, "").match(/../g)!.map((b) => parseInt(b, 16)));
const toHex = (b: Uint8Array): string => Buffer.from(b).toString("hex");
const KEY_0_TO_31 = Uint8Array.from({ length: 32 }, (_, i) => i);

describe("ChaCha20 (RFC 8439 test vectors)", () => {
  it("RFC 8439 §2.1.1 quarter round", () => {
    const x = Uint32Array.from([0x11111111, 0x01020304, 0x9b8d6f43, 0x01234567]);
    quarterRound(x, 0, 1, 2, 3);
    expect(Array.from(x)).toEqual([0xea2a92f4, 0xcb1cf8ce, 0x4581472e, 0x5881c4bb]);
  });

  it("RFC 8439 §2.3.2 block function", () => {
    const n = wordsLE(fromHex("000000090000004a00000000"));
    const out = chachaBlock(wordsLE(KEY_0_TO_31), 1, [n[0]!, n[1]!, n[2]!]);
    expect(Array.from(out)).toEqual([
      0xe4e7f110, 0x15593bd1, 0x1fdd0f50, 0xc47120a3, 0xc7f4d1c7, 0x0368c033, 0x9aaa2204, 0x4e6cd4c3,
      0x466482d2, 0x09aa9f07, 0x05d7c214, 0xa2028bd9, 0xd19c12b5, 0xb94e16de, 0xe883d0cb, 0x4e3c50a2,
    ]);
    expect(toHex(bytesLE(out)).slice(0, 32)).toBe("10f1e7e4d13b5915500fdd1fa32071c4");
  });

  it("RFC 8439 §2.4.2 encryption of the sunscreen plaintext", () => {
    const plain = new TextEncoder().encode(
      "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.",
    );
    const cipher = chachaEncrypt(KEY_0_TO_31, 1, fromHex("000000000000004a00000000"), plain);
    expect(toHex(cipher)).toBe(
      "6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0bf91b65c5524733ab8f593dabcd62b3571639d624e65152ab8f530c359f0861d8" +
        "07ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab77937365af90bbf74a35be6b40b8eedf2785e42874d",
    );
  });

  it("A.1 key stream vectors #1 and #2 (all-zero key and nonce, counters 0 and 1)", () => {
    const zero = new Uint32Array(8);
    expect(toHex(bytesLE(chachaBlock(zero, 0, [0, 0, 0])))).toBe(
      "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586",
    );
    expect(toHex(bytesLE(chachaBlock(zero, 1, [0, 0, 0])))).toBe(
      "9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f",
    );
  });

  it("agrees with OpenSSL's chacha20 on 50 random keys, nonces, counters and lengths", () => {
    for (let i = 0; i < 50; i++) {
      const key = randomBytes(32);
      const nonce = randomBytes(12);
      const counter = randomBytes(4).readUInt32LE(0) % 1000;
      const plain = randomBytes(1 + (i * 37) % 300);
      const iv = Buffer.concat([Buffer.from(Uint32Array.of(counter).buffer), nonce]);
      const c = createCipheriv("chacha20", key, iv);
      const expected = Buffer.concat([c.update(plain), c.final()]);
      expect(toHex(chachaEncrypt(key, counter, nonce, plain))).toBe(expected.toString("hex"));
    }
  });
});
