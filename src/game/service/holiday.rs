//! The host's pause, quiet hours and the seats handed to the stand-in: the
//! service events that change a game's attendance ([`Attendance`]), each checked
//! against the game's version and appended with the emails it calls for.

use super::{GameService, Invalid, ServiceError};
use crate::game::attendance::{Attendance, MAX_KEEP_AFTER};
use crate::game::mail_writer::AttendanceNews;
use crate::history::{MetaEvent, QuietHours};
use crate::rules::{RuleError, Seat};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use uuid::Uuid;

/// The furthest ahead a seat may say it is away: a year.
pub const MAX_AWAY: Duration = Duration::from_secs(366 * 86_400);

impl GameService {
    /// The game's attendance after its whole log (the cached one, with
    /// whatever the database has beyond it folded on).
    pub async fn attendance(&self, game: Uuid) -> Result<Attendance, ServiceError> {
        Ok(Attendance::clone(&self.reload(game).await?.attendance))
    }

    /// The host pauses (`pause`) or resumes the game at `expected_version`;
    /// every seat is emailed. Pausing a paused game, resuming a running one
    /// or either once the game is over is refused.
    pub async fn set_paused(
        &self,
        game: Uuid,
        expected_version: u64,
        pause: bool,
    ) -> Result<u64, ServiceError> {
        let cached = self.fresh(game, expected_version).await?;
        if cached.state.status().is_over() {
            return Err(RuleError::GameOver.into());
        }
        if cached.attendance.paused() == pause {
            return Err(ServiceError::Invalid(if pause {
                Invalid::PausedAlready
            } else {
                Invalid::NotPaused
            }));
        }
        let (event, news) = if pause {
            (MetaEvent::Paused, AttendanceNews::Paused)
        } else {
            (MetaEvent::Resumed, AttendanceNews::Resumed)
        };
        let outbox = self.mail.attendance(&cached.meta, news);
        let version = self.append_meta(game, &cached, &[event], &outbox).await?;
        if pause {
            return Ok(version);
        }
        Ok(self
            .play_preferences(game, version)
            .await
            .unwrap_or(version))
    }

    /// The host chooses after how many missed deadlines in a row the
    /// stand-in keeps a seat (1 to [`MAX_KEEP_AFTER`]); every seat is
    /// emailed.
    pub async fn set_keep_after(
        &self,
        game: Uuid,
        expected_version: u64,
        missed: u32,
    ) -> Result<u64, ServiceError> {
        if !(1..=MAX_KEEP_AFTER).contains(&missed) {
            return Err(ServiceError::Invalid(Invalid::KeepAfter {
                max: MAX_KEEP_AFTER,
            }));
        }
        let cached = self.fresh(game, expected_version).await?;
        if cached.state.status().is_over() {
            return Err(RuleError::GameOver.into());
        }
        let outbox = self
            .mail
            .attendance(&cached.meta, AttendanceNews::KeepAfterSet { missed });
        self.append_meta(
            game,
            &cached,
            &[MetaEvent::KeepAfterSet { missed }],
            &outbox,
        )
        .await
    }

    /// The host chooses the daily hours that do not count toward a
    /// deadline (`None`: every hour counts).
    pub async fn set_quiet_hours(
        &self,
        game: Uuid,
        expected_version: u64,
        quiet: Option<QuietHours>,
    ) -> Result<u64, ServiceError> {
        let cached = self.fresh(game, expected_version).await?;
        if cached.state.status().is_over() {
            return Err(RuleError::GameOver.into());
        }
        self.append_meta(game, &cached, &[MetaEvent::QuietHoursSet { quiet }], &[])
            .await
    }

    /// `seat` says it is away until `until` (seconds since the Unix epoch):
    /// the stand-in plays its decisions at once until then. The date must
    /// lie ahead, within `MAX_AWAY` (366 days).
    pub async fn set_away(
        &self,
        game: Uuid,
        seat: Seat,
        expected_version: u64,
        until: u64,
    ) -> Result<u64, ServiceError> {
        let cached = self.fresh(game, expected_version).await?;
        if cached.state.status().is_over() {
            return Err(RuleError::GameOver.into());
        }
        let at = UNIX_EPOCH + Duration::from_secs(until);
        let now = SystemTime::now();
        if at <= now || at > now + MAX_AWAY {
            return Err(ServiceError::Invalid(Invalid::AwayDate));
        }
        let outbox = self
            .mail
            .attendance(&cached.meta, AttendanceNews::Away { seat, until: at });
        let version = self
            .append_meta(game, &cached, &[MetaEvent::Away { seat, until }], &outbox)
            .await?;
        self.play_stand_in_seats(game).await;
        Ok(version)
    }

    /// The host hands `seat` to the stand-in for good (until the player
    /// takes it back).
    pub async fn hand_to_stand_in(
        &self,
        game: Uuid,
        seat: Seat,
        expected_version: u64,
    ) -> Result<u64, ServiceError> {
        let cached = self.fresh(game, expected_version).await?;
        if cached.state.status().is_over() {
            return Err(RuleError::GameOver.into());
        }
        if usize::from(seat.0) >= cached.meta.seats.len() {
            return Err(ServiceError::Invalid(Invalid::NoSuchSeat));
        }
        if cached.attendance.seat(seat).kept.is_some() {
            return Err(ServiceError::Invalid(Invalid::KeptAlready {
                name: cached.meta.name(seat).to_string(),
            }));
        }
        let outbox = self.mail.attendance(
            &cached.meta,
            AttendanceNews::StandInKept { seat, missed: None },
        );
        let event = MetaEvent::StandInKept { seat, missed: None };
        let version = self.append_meta(game, &cached, &[event], &outbox).await?;
        self.play_stand_in_seats(game).await;
        Ok(version)
    }

    /// The player takes `seat` back from the stand-in (kept or away).
    pub async fn take_seat_back(
        &self,
        game: Uuid,
        seat: Seat,
        expected_version: u64,
    ) -> Result<u64, ServiceError> {
        let cached = self.fresh(game, expected_version).await?;
        let mine = cached.attendance.seat(seat);
        if mine.kept.is_none() && mine.away_until.is_none() {
            return Err(ServiceError::Invalid(Invalid::PlaysAlready));
        }
        let outbox = self
            .mail
            .attendance(&cached.meta, AttendanceNews::TakenBack { seat });
        self.append_meta(game, &cached, &[MetaEvent::SeatTakenBack { seat }], &outbox)
            .await
    }

    /// Lets the stand-in make at once the decisions of the seats it plays
    /// (kept, or away) that the game awaits, unless the game is paused. A
    /// failure is logged: the next deadline pass tries again.
    pub async fn play_stand_in_seats(&self, game: Uuid) {
        self.play_stand_in_seats_after(game, None).await;
    }

    /// [`GameService::play_stand_in_seats`] right after this service
    /// appended the game up to version `appended`: the cached entry at that
    /// version (or a later one) is as new as the database was at the
    /// append, so it is read without asking the database again.
    pub(super) async fn play_stand_in_seats_after(&self, game: Uuid, appended: Option<u64>) {
        if let Err(err) = self.stand_in_seats(game, appended).await {
            tracing::warn!(%game, error = %err, "the stand-in did not play its seats");
        }
    }

    async fn stand_in_seats(&self, game: Uuid, appended: Option<u64>) -> Result<(), ServiceError> {
        let mut appended = appended;
        for _ in 0..super::MAX_STAND_IN_MOVES {
            let cached = match (appended, self.cache.get(game)) {
                (Some(v), Some(c)) if c.version >= v => c,
                _ => self.reload(game).await?,
            };
            if cached.state.status().is_over() {
                return Ok(());
            }
            let attendance = &cached.attendance;
            if attendance.paused() {
                return Ok(());
            }
            let now = SystemTime::now();
            let next = cached.state.waiting_for().into_iter().find_map(|seat| {
                attendance
                    .stand_in_plays(seat, now)
                    .then(|| cached.state.stand_in(seat).map(|c| (seat, c)))?
            });
            let Some((seat, command)) = next else {
                return Ok(());
            };
            let done = self
                .submit_by(game, seat, cached.version, command, true, None)
                .await?;
            appended = (done.version > cached.version).then_some(done.version);
        }
        Ok(())
    }
}
