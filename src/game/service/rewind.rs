//! Rewinds: the host's proposal, the seats' answers (on their pages or by
//! reply), and the emails a rewind calls for.

use super::load::{fold_stored, follow_entry, parse_record};
use super::reply::ReplyMove;
use super::{to_new_rows, GameService, Invalid, Proposed, ServiceError};
use crate::game::cache::Cached;
use crate::game::due::due_rows;
use crate::game::mail_writer::RewindFacts;
use crate::history::{MetaEvent, Record};
use crate::rules::{AnyEvent, RuleError, Seat};
use crate::store::{By, NewMail, StoredEvent};
use std::time::SystemTime;
use uuid::Uuid;

/// The longest reason a rewind may give, in characters.
pub const MAX_REASON: usize = 200;

impl GameService {
    /// Appends service events (rewind proposals and answers, pauses, seats
    /// handed to the stand-in) at `expected_version`, with their emails.
    pub(super) async fn append_meta(
        &self,
        game: Uuid,
        cached: &Cached,
        records: &[MetaEvent],
        outbox: &[NewMail],
    ) -> Result<u64, ServiceError> {
        self.append_meta_by(game, cached, records, outbox, None)
            .await
    }

    /// [`GameService::append_meta`], for a reply (`reply`: its message is
    /// read in the same append).
    pub(super) async fn append_meta_by(
        &self,
        game: Uuid,
        cached: &Cached,
        records: &[MetaEvent],
        outbox: &[NewMail],
        reply: Option<ReplyMove<'_>>,
    ) -> Result<u64, ServiceError> {
        let rewinds = records
            .iter()
            .any(|r| matches!(r, MetaEvent::Rewound { .. }));
        let records: Vec<Record> = records.iter().cloned().map(Record::Meta).collect();
        let at = SystemTime::now();
        let (rows, _) = to_new_rows(
            &records,
            cached.version,
            cached.head,
            at,
            cached.meta.seed(),
        )?;
        let appended: Vec<StoredEvent> = rows
            .iter()
            .zip(cached.version + 1..)
            .map(|(row, seq)| StoredEvent {
                seq,
                kind: row.kind.clone(),
                seat: row.seat,
                payload: row.payload.clone(),
                created_at: row.created_at,
                hash: Some(row.hash.to_vec()),
                stand_in: false,
            })
            .collect();
        // The game after these events times its due work: a rewind needs
        // the whole log folded again, anything else only these events.
        let after = if rewinds {
            let mut all = self.store.load_events(game, 0).await?;
            if all.len() as u64 != cached.version {
                return Err(ServiceError::Conflict {
                    expected: cached.version,
                    actual: all.len() as u64,
                });
            }
            all.extend(appended.iter().cloned());
            fold_stored(std::sync::Arc::clone(&cached.meta), &all)?
        } else {
            // The shared recent events follow only once the append holds.
            let mut probe = cached.clone();
            probe.recent = std::sync::Arc::default();
            follow_entry(probe, &appended)?
        };
        let due = due_rows(
            &after.state,
            &after.attendance,
            &after.waits,
            after.meta.deadline,
            at,
        );
        let version = self
            .store
            .append_by(
                game,
                cached.version,
                &rows,
                outbox,
                &due,
                cached.state.status().name(),
                By {
                    stand_in: false,
                    reply: reply.map(|r| r.reading),
                    finished: &[],
                    plans_read: None,
                },
            )
            .await?;
        if rewinds {
            // The shared recent events and the kept history end before the
            // rewind: let the next load fold the log again.
            self.cache.forget(game);
        } else {
            cached
                .recent
                .lock()
                .expect("recent events lock")
                .follow(cached.version, appended.iter().map(|_| None));
            let mut after = after;
            after.recent = std::sync::Arc::clone(&cached.recent);
            self.cache.put(game, after);
        }
        Ok(version)
    }

    /// The host proposes to rewind to just after event `to`. With the
    /// game's host-alone option the rewind happens at once (and the answer
    /// says so).
    pub async fn propose_rewind(
        &self,
        game: Uuid,
        expected_version: u64,
        to: u64,
        reason: &str,
    ) -> Result<Proposed, ServiceError> {
        let reason =
            crate::text::trimmed(crate::text::Field::Reason, reason, crate::text::Lines::One)?;
        let cached = self.fresh(game, expected_version).await?;
        if reason.is_empty() || reason.chars().count() > MAX_REASON {
            return Err(ServiceError::Invalid(Invalid::ReasonLength {
                max: MAX_REASON,
            }));
        }
        if cached.state.status().is_over() {
            return Err(RuleError::GameOver.into());
        }
        if cached.proposal.is_some() {
            return Err(ServiceError::Invalid(Invalid::RewindProposed));
        }
        if to == 0 || to >= cached.version || cached.undone.contains(&to) {
            return Err(ServiceError::Invalid(Invalid::NotInEffect { to }));
        }
        let kind = self.store.load_events(game, to - 1).await?;
        if kind
            .first()
            .is_none_or(|e| MetaEvent::is_meta_kind(&e.kind))
        {
            return Err(ServiceError::Invalid(Invalid::NotAMove { to }));
        }
        let mut records = vec![MetaEvent::RewindProposed {
            to,
            reason: reason.to_owned(),
        }];
        let rewound = cached.meta.host_rewinds_alone;
        let outbox = if rewound {
            // Nobody is asked: every seat hears once, of the rewind itself.
            records.push(MetaEvent::Rewound { to });
            let at = cached.version + records.len() as u64;
            self.rewound_mails(game, &cached, to, at).await?
        } else {
            let (moved, undone) = self.rewind_moves(&cached, to).await?;
            let facts = RewindFacts {
                to,
                moved: moved.as_ref(),
                undone: &undone,
                by_host: false,
            };
            let asked_at = cached.version + 1;
            self.mail
                .rewind_proposed(&cached.meta, &cached.state, &facts, reason, asked_at)
        };
        let mut version = self.append_meta(game, &cached, &records, &outbox).await?;
        if rewound {
            version = self
                .play_preferences(game, version)
                .await
                .unwrap_or(version);
        }
        Ok(Proposed { version, rewound })
    }

    /// A seat answers the open rewind proposal; the last agreement rewinds.
    pub async fn answer_rewind(
        &self,
        game: Uuid,
        seat: Seat,
        expected_version: u64,
        agree: bool,
    ) -> Result<u64, ServiceError> {
        self.answer_rewind_by(game, seat, expected_version, agree, None)
            .await
    }

    /// [`GameService::answer_rewind`], by `reply` when it is one.
    async fn answer_rewind_by(
        &self,
        game: Uuid,
        seat: Seat,
        expected_version: u64,
        agree: bool,
        reply: Option<ReplyMove<'_>>,
    ) -> Result<u64, ServiceError> {
        let cached = self.fresh(game, expected_version).await?;
        let Some(p) = &cached.proposal else {
            return Err(ServiceError::Invalid(Invalid::NoRewind));
        };
        if p.agreed.contains(&seat) {
            return Err(ServiceError::Invalid(Invalid::AgreedAlready));
        }
        let mut records = Vec::new();
        let mut outbox = Vec::new();
        let mut rewound = false;
        if agree {
            records.push(MetaEvent::RewindAgreed { seat });
            if p.agreed.len() + 1 == cached.meta.seats.len() {
                records.push(MetaEvent::Rewound { to: p.to });
                let at = cached.version + records.len() as u64;
                outbox = self.rewound_mails(game, &cached, p.to, at).await?;
                rewound = true;
            }
        } else {
            records.push(MetaEvent::RewindRefused { seat });
        }
        let version = self
            .append_meta_by(game, &cached, &records, &outbox, reply)
            .await?;
        if !rewound {
            return Ok(version);
        }
        // The game may now stand where a seat's preferences act (its turn
        // starting again): they act as after a move.
        Ok(self
            .play_preferences(game, version)
            .await
            .unwrap_or(version))
    }

    /// A seat answers the open rewind proposal by replying to the email
    /// that asked it at version `asked`. Only other seats' agreements since
    /// leave the question as it was asked (the same moves undone): then the
    /// answer counts at the current version; anything else is a conflict.
    /// The reply's message is read in the same append.
    pub(super) async fn answer_rewind_replied_by(
        &self,
        game: Uuid,
        seat: Seat,
        asked: u64,
        agree: bool,
        reply: Option<ReplyMove<'_>>,
    ) -> Result<u64, ServiceError> {
        let cached = self.reload(game).await?;
        let conflict = ServiceError::Conflict {
            expected: asked,
            actual: cached.version,
        };
        if cached.version != asked {
            let open_since = cached.proposal.as_ref().is_some_and(|p| p.seq <= asked);
            if !open_since || asked > cached.version {
                return Err(conflict);
            }
            for stored in self.store.load_events(game, asked).await? {
                match parse_record(cached.meta.ruleset, &stored)? {
                    Record::Meta(MetaEvent::RewindAgreed { seat: other }) if other != seat => {}
                    _ => return Err(conflict),
                }
            }
        }
        self.answer_rewind_by(game, seat, cached.version, agree, reply)
            .await
    }

    /// Event `to` of the game and the moves after it still in effect (those
    /// a rewind to just after `to` undoes), oldest first.
    async fn rewind_moves(
        &self,
        cached: &Cached,
        to: u64,
    ) -> Result<(Option<AnyEvent>, Vec<(u64, AnyEvent)>), ServiceError> {
        let game = cached.meta.id;
        let mut moved = None;
        let mut undone = Vec::new();
        for stored in self.store.load_events(game, to.saturating_sub(1)).await? {
            if stored.seq > cached.version {
                break;
            }
            let Record::Rules(e) = parse_record(cached.meta.ruleset, &stored)? else {
                continue;
            };
            if stored.seq == to {
                moved = Some(e);
            } else if cached.undone.binary_search(&stored.seq).is_err() {
                undone.push((stored.seq, e));
            }
        }
        Ok((moved, undone))
    }

    /// The emails a rewind to just after `to` calls for: one to every seat,
    /// telling what was undone and what the game now waits for; the seats
    /// it waits for get their choices at `version`, the game's once the
    /// rewind is appended, and the moves last made before `to` marked on
    /// their picture.
    async fn rewound_mails(
        &self,
        game: Uuid,
        cached: &Cached,
        to: u64,
        version: u64,
    ) -> Result<Vec<NewMail>, ServiceError> {
        let then = self.fold_until(cached.meta.clone(), game, to).await?;
        let recent = then.recent_events();
        let (moved, undone) = self.rewind_moves(cached, to).await?;
        let facts = RewindFacts {
            to,
            moved: moved.as_ref(),
            undone: &undone,
            by_host: cached.meta.host_rewinds_alone,
        };
        let mut mails =
            self.mail
                .after_rewind(&cached.meta, &cached.state, &then.state, &recent, &facts);
        self.mail.ask_choices(
            &cached.meta.names(),
            &then.state,
            version,
            &recent,
            &mut mails,
        );
        Ok(mails)
    }
}
