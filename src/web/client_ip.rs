//! The client's address, for rate limits: the TCP peer, or the address a
//! trusted reverse proxy forwarded for it. A forwarded header is read only
//! when the peer is one of the configured `TRUSTED_PROXIES`, never from
//! anyone else, since any client can set one. It owns no limits itself.

use actix_web::{web, HttpRequest};
use std::net::{IpAddr, Ipv4Addr};
use std::str::FromStr;

/// A network: an address and how many leading bits must match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cidr {
    addr: IpAddr,
    prefix: u8,
}

impl Cidr {
    /// True when `ip` lies in this network (IPv4-mapped IPv6 counts as IPv4).
    pub fn contains(&self, ip: IpAddr) -> bool {
        match (self.addr, ip.to_canonical()) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                prefix_matches(&net.octets(), &ip.octets(), self.prefix)
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => {
                prefix_matches(&net.octets(), &ip.octets(), self.prefix)
            }
            _ => false,
        }
    }
}

fn prefix_matches(net: &[u8], ip: &[u8], prefix: u8) -> bool {
    let full = usize::from(prefix / 8);
    let rest = prefix % 8;
    if net[..full] != ip[..full] {
        return false;
    }
    if rest == 0 {
        return true;
    }
    let mask = 0xffu8 << (8 - rest);
    net[full] & mask == ip[full] & mask
}

/// A `TRUSTED_PROXIES` entry that does not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not an IP address or network (such as 10.0.0.1, 10.0.0.0/8 or fd00::/8)")]
pub struct BadProxy(pub String);

impl FromStr for Cidr {
    type Err = BadProxy;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BadProxy(s.to_owned());
        let (addr, prefix) = match s.split_once('/') {
            Some((a, p)) => (a, Some(p)),
            None => (s, None),
        };
        let addr = addr.parse::<IpAddr>().map_err(|_| bad())?.to_canonical();
        let max = if addr.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            Some(p) => p.parse::<u8>().ok().filter(|p| *p <= max).ok_or_else(bad)?,
            None => max,
        };
        Ok(Cidr { addr, prefix })
    }
}

/// The reverse proxies whose forwarded headers are believed. Empty (the
/// default): no header is believed and the client is the TCP peer.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<Cidr>);

impl TrustedProxies {
    /// True when `ip` is a trusted proxy.
    pub fn contains(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|c| c.contains(ip))
    }

    /// True when no proxy is trusted.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl FromStr for TrustedProxies {
    type Err = BadProxy;

    /// Reads a comma-separated list of addresses and networks (blank: none).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.split(',')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(str::parse)
            .collect::<Result<Vec<_>, _>>()
            .map(TrustedProxies)
    }
}

/// The address of the client that made `req`.
///
/// When the TCP peer is a trusted proxy, the forwarded chain is walked from
/// the nearest hop outwards, skipping trusted proxies: the first address
/// not trusted is the client. `X-Forwarded-For` is read, or `Forwarded`
/// (RFC 7239) when there is no `X-Forwarded-For`. An entry that does not
/// read as an address (`unknown`, an obfuscated name) stops the walk at the
/// proxy that wrote it. A request without a known peer counts as 0.0.0.0.
pub fn client_ip(req: &HttpRequest, trusted: &TrustedProxies) -> IpAddr {
    let Some(peer) = req.peer_addr().map(|a| a.ip().to_canonical()) else {
        return IpAddr::V4(Ipv4Addr::UNSPECIFIED);
    };
    if !trusted.contains(peer) {
        return peer;
    }
    let hops = forwarded_hops(req);
    let mut client = peer;
    for hop in hops.iter().rev() {
        let Some(ip) = parse_node(hop) else {
            break;
        };
        client = ip;
        if !trusted.contains(ip) {
            break;
        }
    }
    client
}

/// [`client_ip`] with the proxies the server was configured with (the
/// `TrustedProxies` app data; none when it is missing).
pub fn client_ip_of(req: &HttpRequest) -> IpAddr {
    match req.app_data::<web::Data<TrustedProxies>>() {
        Some(trusted) => client_ip(req, trusted),
        None => client_ip(req, &TrustedProxies::default()),
    }
}

/// The forwarded-for entries of a request, farthest hop first.
fn forwarded_hops(req: &HttpRequest) -> Vec<String> {
    let headers = req.headers();
    let xff: Vec<String> = headers
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|h| h.trim().to_owned())
        .collect();
    if !xff.is_empty() || headers.contains_key("x-forwarded-for") {
        return xff;
    }
    headers
        .get_all("forwarded")
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|element| {
            element
                .split(';')
                .filter_map(|pair| pair.split_once('='))
                .find(|(k, _)| k.trim().eq_ignore_ascii_case("for"))
                .map(|(_, v)| v.trim().to_owned())
                .unwrap_or_default()
        })
        .collect()
}

/// An address from a forwarded entry: `192.0.2.1`, `192.0.2.1:4711`,
/// `2001:db8::1`, `"[2001:db8::1]:4711"`.
fn parse_node(node: &str) -> Option<IpAddr> {
    let node = node.trim().trim_matches('"');
    if let Ok(ip) = node.parse::<IpAddr>() {
        return Some(ip.to_canonical());
    }
    if let Some(rest) = node.strip_prefix('[') {
        let (inner, _) = rest.split_once(']')?;
        return inner.parse::<IpAddr>().ok().map(|ip| ip.to_canonical());
    }
    let (host, port) = node.rsplit_once(':')?;
    port.parse::<u16>().ok()?;
    host.parse::<std::net::Ipv4Addr>().ok().map(IpAddr::V4)
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    fn proxies(s: &str) -> TrustedProxies {
        s.parse().unwrap()
    }

    fn request(peer: &str, headers: &[(&str, &str)]) -> HttpRequest {
        let mut req = TestRequest::default().peer_addr(format!("{peer}:40000").parse().unwrap());
        for (k, v) in headers {
            req = req.append_header((*k, *v));
        }
        req.to_http_request()
    }

    #[test]
    fn trusted_proxies_read_addresses_and_networks() {
        let t = proxies(" 10.0.0.0/8, 192.168.1.7 ,fd00::/8,");
        assert!(t.contains(ip("10.200.3.4")));
        assert!(t.contains(ip("192.168.1.7")));
        assert!(!t.contains(ip("192.168.1.8")));
        assert!(t.contains(ip("fd12::1")));
        assert!(!t.contains(ip("fe80::1")));
        assert!(t.contains(ip("::ffff:10.1.2.3")), "IPv4-mapped IPv6");
        assert!(proxies("").is_empty());
    }

    #[test]
    fn odd_prefixes_match_bit_by_bit() {
        let t = proxies("172.16.0.0/12");
        assert!(t.contains(ip("172.31.255.255")));
        assert!(!t.contains(ip("172.32.0.1")));
        assert!(proxies("0.0.0.0/0").contains(ip("8.8.8.8")));
    }

    #[test]
    fn bad_entries_are_refused() {
        for bad in [
            "10.0.0.0/33",
            "fd00::/129",
            "proxy.example.org",
            "10.0.0",
            "1.2.3.4/x",
        ] {
            assert!(bad.parse::<TrustedProxies>().is_err(), "{bad} was accepted");
        }
    }

    #[test]
    fn without_trusted_proxies_a_forwarded_header_is_ignored() {
        let req = request("203.0.113.9", &[("X-Forwarded-For", "198.51.100.1")]);
        assert_eq!(
            client_ip(&req, &TrustedProxies::default()),
            ip("203.0.113.9")
        );
        let req = request("203.0.113.9", &[("Forwarded", "for=198.51.100.1")]);
        assert_eq!(
            client_ip(&req, &TrustedProxies::default()),
            ip("203.0.113.9")
        );
    }

    #[test]
    fn a_header_from_an_untrusted_peer_is_ignored() {
        let req = request("203.0.113.9", &[("X-Forwarded-For", "198.51.100.1")]);
        assert_eq!(client_ip(&req, &proxies("10.0.0.1")), ip("203.0.113.9"));
    }

    #[test]
    fn a_trusted_proxy_names_the_client() {
        let req = request("10.0.0.1", &[("X-Forwarded-For", "198.51.100.1")]);
        assert_eq!(client_ip(&req, &proxies("10.0.0.1")), ip("198.51.100.1"));
    }

    #[test]
    fn an_address_the_client_prepended_is_not_believed() {
        // The client sent "X-Forwarded-For: 1.1.1.1"; the proxy appended the real peer.
        let req = request("10.0.0.1", &[("X-Forwarded-For", "1.1.1.1, 198.51.100.1")]);
        assert_eq!(client_ip(&req, &proxies("10.0.0.0/8")), ip("198.51.100.1"));
    }

    #[test]
    fn a_chain_of_trusted_proxies_is_walked() {
        let req = request(
            "10.0.0.1",
            &[
                ("X-Forwarded-For", "1.1.1.1, 198.51.100.1"),
                ("X-Forwarded-For", "10.0.0.2"),
            ],
        );
        assert_eq!(client_ip(&req, &proxies("10.0.0.0/8")), ip("198.51.100.1"));
    }

    #[test]
    fn only_trusted_hops_gives_the_farthest() {
        let req = request("10.0.0.1", &[("X-Forwarded-For", "10.0.0.3, 10.0.0.2")]);
        assert_eq!(client_ip(&req, &proxies("10.0.0.0/8")), ip("10.0.0.3"));
    }

    #[test]
    fn an_unreadable_hop_stops_at_the_proxy_that_wrote_it() {
        let req = request("10.0.0.1", &[("X-Forwarded-For", "198.51.100.1, unknown")]);
        assert_eq!(client_ip(&req, &proxies("10.0.0.1")), ip("10.0.0.1"));
    }

    #[test]
    fn the_forwarded_header_is_read_without_x_forwarded_for() {
        let req = request(
            "10.0.0.1",
            &[(
                "Forwarded",
                "for=1.1.1.1, for=\"[2001:db8:cafe::17]:4711\";proto=https",
            )],
        );
        assert_eq!(
            client_ip(&req, &proxies("10.0.0.1")),
            ip("2001:db8:cafe::17")
        );
        let req = request(
            "10.0.0.1",
            &[("Forwarded", "proto=https;For=\"192.0.2.43:47011\"")],
        );
        assert_eq!(client_ip(&req, &proxies("10.0.0.1")), ip("192.0.2.43"));
    }

    #[test]
    fn x_forwarded_for_wins_over_a_forwarded_header_the_client_sent() {
        let req = request(
            "10.0.0.1",
            &[
                ("Forwarded", "for=1.1.1.1"),
                ("X-Forwarded-For", "198.51.100.1"),
            ],
        );
        assert_eq!(client_ip(&req, &proxies("10.0.0.1")), ip("198.51.100.1"));
    }

    #[test]
    fn ipv4_mapped_peers_are_plain_ipv4() {
        let req = request("[::ffff:203.0.113.9]", &[]);
        assert_eq!(
            client_ip(&req, &TrustedProxies::default()),
            ip("203.0.113.9")
        );
    }

    #[test]
    fn the_configured_proxies_come_from_app_data() {
        let req = TestRequest::default()
            .peer_addr("10.0.0.1:1234".parse().unwrap())
            .insert_header(("X-Forwarded-For", "198.51.100.1"))
            .app_data(web::Data::new(proxies("10.0.0.1")))
            .to_http_request();
        assert_eq!(client_ip_of(&req), ip("198.51.100.1"));
    }
}
