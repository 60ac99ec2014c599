//! Secret link tokens (`/play/{token}`, the host link): generating them from
//! the OS random generator and hashing them for storage. Only hashes are
//! stored; the token itself exists in the link and in the email.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use rand::rngs::SysRng;
use rand::TryRng as _;
use sha2::{Digest, Sha256};

/// Random bytes per token: 256 bits, well above the 128 the design asks for.
const TOKEN_BYTES: usize = 32;

/// Length of a token's text: 32 bytes in unpadded base64url.
pub const TOKEN_LEN: usize = 43;

/// A freshly generated secret token. Its `Debug` output is redacted so that
/// it does not end up in logs by accident; `as_str` gives the secret.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

/// The OS random generator failed.
#[derive(Debug, thiserror::Error)]
#[error("the operating system's random generator failed")]
pub struct TokenError(#[from] rand::rngs::SysError);

impl Token {
    /// Draws a new token: 32 bytes from the OS generator, base64url without
    /// padding (43 characters, safe in URLs as is).
    pub fn generate() -> Result<Token, TokenError> {
        let mut bytes = [0u8; TOKEN_BYTES];
        SysRng.try_fill_bytes(&mut bytes)?;
        Ok(Token(URL_SAFE_NO_PAD.encode(bytes)))
    }

    /// The token's text, to put in a link.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// SHA-256 of the token, as stored in the database.
    pub fn hash(&self) -> [u8; 32] {
        hash_token(&self.0)
    }
}

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Token(<redacted>)")
    }
}

/// SHA-256 of a token's text: what the database stores and is searched by.
/// A plain hash suffices because tokens are 256 random bits, not passwords.
pub fn hash_token(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

/// True when `text` has the shape of a token (43 base64url characters), so
/// that junk from a URL can be refused without a database query.
pub fn looks_like_token(text: &str) -> bool {
    text.len() == TOKEN_LEN
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_token_is_43_url_safe_characters() {
        let token = Token::generate().unwrap();
        assert_eq!(token.as_str().len(), TOKEN_LEN);
        assert!(looks_like_token(token.as_str()));
        assert_eq!(URL_SAFE_NO_PAD.decode(token.as_str()).unwrap().len(), 32);
    }

    #[test]
    fn generated_tokens_differ() {
        let tokens: std::collections::HashSet<String> = (0..1000)
            .map(|_| Token::generate().unwrap().as_str().to_owned())
            .collect();
        assert_eq!(tokens.len(), 1000);
    }

    #[test]
    fn hash_is_sha256_of_the_text() {
        // SHA-256("abc") from FIPS 180-2, appendix B.1.
        let expected = [
            0xba, 0x78, 0x16, 0xbf, 0x8f, 0x01, 0xcf, 0xea, 0x41, 0x41, 0x40, 0xde, 0x5d, 0xae,
            0x22, 0x23, 0xb0, 0x03, 0x61, 0xa3, 0x96, 0x17, 0x7a, 0x9c, 0xb4, 0x10, 0xff, 0x61,
            0xf2, 0x00, 0x15, 0xad,
        ];
        assert_eq!(hash_token("abc"), expected);
    }

    #[test]
    fn token_hash_matches_hash_of_its_text() {
        let token = Token::generate().unwrap();
        assert_eq!(token.hash(), hash_token(token.as_str()));
        assert_ne!(token.hash(), hash_token("something else"));
    }

    #[test]
    fn debug_output_hides_the_secret() {
        let token = Token::generate().unwrap();
        assert!(!format!("{token:?}").contains(token.as_str()));
    }

    #[test]
    fn junk_does_not_look_like_a_token() {
        assert!(!looks_like_token(""));
        assert!(!looks_like_token("short"));
        assert!(!looks_like_token(&"a".repeat(42)));
        assert!(!looks_like_token(&format!("{}/", "a".repeat(42))));
        assert!(!looks_like_token(&format!("{}=", "a".repeat(42))));
        assert!(looks_like_token(&format!("{}-_", "a".repeat(41))));
    }
}
