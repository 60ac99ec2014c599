//! Drawing the pictures an email carries without stalling the server: the
//! board and its close-ups ([`super::picture`]) are drawn on a few threads
//! of their own ([`painter_count`]: half the processors, at least one, at
//! a lower priority than the threads that answer requests), never on the
//! async runtime, and the PNGs drawn lately are kept by the exact input
//! they were drawn from ([`Pictures`]), so that a picture several emails
//! carry (every seat told the game is over, a seat's reminder at the same
//! version, a retried email) is drawn once. It reads nothing from the
//! database: the worker draws between its statements, holding no
//! connection.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use sha2::{Digest, Sha256};
use tokio::sync::OnceCell;

use super::picture::{self, PictureError};
use crate::views::common::picture::MailBoard;

/// How many drawn pictures a [`Pictures`] keeps: at 20 to 120 KB each, a
/// few MB. A picture is found again while the emails of one move go out,
/// so a few moves' worth is plenty.
pub const KEPT_PICTURES: usize = 32;

/// How much lower than the server's other threads the drawing threads run
/// (a nice value): a drawing waits while requests need the processors.
#[cfg(target_os = "linux")]
const NICE: i32 = 10;

/// A drawn PNG, shared by every email that carries it.
pub type Png = Arc<[u8]>;

/// Why a picture was not drawn.
#[derive(Debug, thiserror::Error)]
pub enum DrawError {
    /// The renderer failed.
    #[error(transparent)]
    Picture(#[from] PictureError),
    /// No drawing thread could be started, or one stopped mid-drawing.
    #[error("no thread could draw the picture")]
    NoPainter,
}

/// Which picture of a letter an SVG is drawn as (each has its own width).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Size {
    /// The whole board, [`picture::WIDTH`] wide.
    Board,
    /// A close-up, [`picture::PART_WIDTH`] wide.
    Part,
}

/// What a picture is kept by: the SHA-256 of its size and its SVG, all of
/// it. Two seats whose boards differ in any mark have different keys.
type Key = [u8; 32];

fn key(svg: &str, size: Size) -> Key {
    let mut h = Sha256::new();
    h.update(match size {
        Size::Board => [0],
        Size::Part => [1],
    });
    h.update(svg.as_bytes());
    h.finalize().into()
}

/// The pictures drawn lately, and the drawing of new ones. Cheap to clone:
/// clones share what is kept.
#[derive(Clone, Default)]
pub struct Pictures(Arc<Kept>);

#[derive(Default)]
struct Kept {
    /// The most recently used first, at most [`KEPT_PICTURES`]; a cell is
    /// filled by the first email that asks for its picture while the
    /// others that ask meanwhile wait for it.
    recent: Mutex<Vec<(Key, Arc<OnceCell<Png>>)>>,
    /// Pictures drawn (not found kept) so far.
    draws: AtomicU64,
}

impl std::fmt::Debug for Pictures {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pictures")
            .field("draws", &self.draws())
            .finish_non_exhaustive()
    }
}

impl Pictures {
    /// Nothing kept yet.
    pub fn new() -> Pictures {
        Pictures::default()
    }

    /// How many pictures were drawn so far (a picture found kept is not
    /// drawn again).
    pub fn draws(&self) -> u64 {
        self.0.draws.load(Ordering::Relaxed)
    }

    /// The PNGs of `board` and of its close-ups, each with its Content-ID
    /// ([`picture::CONTENT_ID`], then [`picture::part_id`]), drawn at once
    /// on the drawing threads or found kept. A close-up that cannot be
    /// drawn is left out of `board.parts`; a board that cannot be drawn
    /// gives no picture at all.
    pub async fn board(&self, board: &mut MailBoard) -> Vec<(String, Png)> {
        let parts = std::mem::take(&mut board.parts);
        let drawn = futures_util::future::join(
            self.png(&board.svg, Size::Board),
            futures_util::future::join_all(parts.iter().map(|p| self.png(&p.svg, Size::Part))),
        );
        let (whole, close_ups) = drawn.await;
        let whole = match whole {
            Ok(png) => png,
            Err(error) => {
                tracing::warn!(%error, "the board picture was left out");
                return Vec::new();
            }
        };
        let mut pictures = vec![(picture::CONTENT_ID.to_owned(), whole)];
        for (part, png) in parts.into_iter().zip(close_ups) {
            match png {
                Ok(png) => {
                    pictures.push((picture::part_id(board.parts.len()), png));
                    board.parts.push(part);
                }
                Err(error) => tracing::warn!(%error, "a close-up of the board was left out"),
            }
        }
        pictures
    }

    /// The PNG of `svg` drawn as `size`: kept, or drawn once however many
    /// ask for it at the same time.
    async fn png(&self, svg: &str, size: Size) -> Result<Png, DrawError> {
        let cell = self.cell(key(svg, size));
        cell.get_or_try_init(|| async {
            self.0.draws.fetch_add(1, Ordering::Relaxed);
            draw(svg.to_owned(), size).await
        })
        .await
        .cloned()
    }

    /// The cell of `key`, made the most recently used (added, and the least
    /// recently used dropped, if it is new).
    fn cell(&self, key: Key) -> Arc<OnceCell<Png>> {
        let mut recent = self.0.recent.lock().unwrap_or_else(PoisonError::into_inner);
        let entry = match recent.iter().position(|(k, _)| *k == key) {
            Some(at) => recent.remove(at),
            None => (key, Arc::default()),
        };
        let cell = Arc::clone(&entry.1);
        recent.insert(0, entry);
        recent.truncate(KEPT_PICTURES);
        cell
    }
}

/// A drawing to do on a drawing thread.
type Job = Box<dyn FnOnce() + Send>;

/// Draws `svg` on a drawing thread; the caller's task waits without
/// holding its thread.
async fn draw(svg: String, size: Size) -> Result<Png, DrawError> {
    let (done, drawn) = tokio::sync::oneshot::channel();
    let job: Job = Box::new(move || {
        let board = MailBoard {
            svg,
            alt: String::new(),
            parts: Vec::new(),
        };
        let png = match size {
            Size::Board => picture::png(&board),
            Size::Part => picture::part_png(&board),
        };
        let _ = done.send(png.map(Png::from));
    });
    let painters = painters().ok_or(DrawError::NoPainter)?;
    painters.send(job).map_err(|_| DrawError::NoPainter)?;
    Ok(drawn.await.map_err(|_| DrawError::NoPainter)??)
}

/// How many pictures are drawn at once: half the processors (the rest
/// answer requests), at least one.
pub fn painter_count() -> usize {
    std::thread::available_parallelism().map_or(1, |n| (n.get() / 2).max(1))
}

/// The queue of the drawing threads, started on first use and kept for the
/// life of the process; `None` when none could be started.
fn painters() -> Option<&'static mpsc::Sender<Job>> {
    static PAINTERS: OnceLock<Option<mpsc::Sender<Job>>> = OnceLock::new();
    PAINTERS
        .get_or_init(|| {
            let (jobs, queue) = mpsc::channel::<Job>();
            let queue = Arc::new(Mutex::new(queue));
            let mut started = 0;
            for n in 0..painter_count() {
                let queue = Arc::clone(&queue);
                match std::thread::Builder::new()
                    .name(format!("picture-{n}"))
                    .spawn(move || paint(&queue))
                {
                    Ok(_) => started += 1,
                    Err(error) => tracing::error!(%error, "a drawing thread did not start"),
                }
            }
            (started > 0).then_some(jobs)
        })
        .as_ref()
}

/// A drawing thread: takes the next job off the queue and does it, until
/// the queue is gone. A job that panics is dropped (its email goes without
/// the picture) and the thread goes on.
fn paint(queue: &Mutex<mpsc::Receiver<Job>>) {
    lower_priority();
    loop {
        let job = queue.lock().unwrap_or_else(PoisonError::into_inner).recv();
        let Ok(job) = job else {
            return;
        };
        if std::panic::catch_unwind(std::panic::AssertUnwindSafe(job)).is_err() {
            tracing::error!("drawing a picture panicked");
        }
    }
}

/// Makes the calling thread yield the processors to the server's others.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    {
        // Linux keeps a nice value per thread: this one only.
        let this = rustix::thread::gettid();
        if let Err(error) = rustix::process::setpriority_process(Some(this), NICE) {
            tracing::debug!(%error, "the drawing thread keeps its priority");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(label: &str) -> MailBoard {
        MailBoard {
            svg: format!(
                "<svg viewBox=\"0 0 200 100\" xmlns=\"http://www.w3.org/2000/svg\">\
                 <rect width=\"200\" height=\"100\" class=\"t-hills\"/>\
                 <text x=\"100\" y=\"60\" class=\"num\">{label}</text></svg>"
            ),
            alt: "A board".to_owned(),
            parts: Vec::new(),
        }
    }

    #[tokio::test]
    async fn a_picture_several_emails_carry_is_drawn_once() {
        let pictures = Pictures::new();
        let mut a = board("Ulm 8");
        let mut b = a.clone();
        let mut c = a.clone();
        // Two emails at once, and one after them.
        let (first, second) = tokio::join!(pictures.board(&mut a), pictures.board(&mut b));
        let third = pictures.board(&mut c).await;
        assert_eq!(pictures.draws(), 1);
        assert_eq!(first.len(), 1);
        assert_eq!(first[0].0, picture::CONTENT_ID);
        assert_eq!(first, second);
        assert_eq!(first, third);
        // The same PNG as drawing it afresh.
        assert_eq!(&*first[0].1, &picture::png(&board("Ulm 8")).unwrap()[..]);
    }

    #[tokio::test]
    async fn boards_that_differ_in_a_mark_never_share_a_picture() {
        let pictures = Pictures::new();
        let ulm = pictures.board(&mut board("Ulm 8")).await;
        let bonn = pictures.board(&mut board("Ulm 9")).await;
        assert_eq!(pictures.draws(), 2);
        assert_ne!(ulm[0].1, bonn[0].1);
        // A close-up of the same drawing is drawn at its own width.
        let mut with_part = board("Ulm 8");
        with_part.parts.push(board("Ulm 8"));
        let drawn = pictures.board(&mut with_part).await;
        assert_eq!(pictures.draws(), 3);
        assert_eq!(drawn[0].1, ulm[0].1);
        assert_eq!(drawn[1].0, picture::part_id(0));
        assert_eq!(
            &*drawn[1].1,
            &picture::part_png(&board("Ulm 8")).unwrap()[..]
        );
    }

    #[tokio::test]
    async fn only_the_most_recent_pictures_are_kept() {
        let pictures = Pictures::new();
        for n in 0..=KEPT_PICTURES {
            pictures.board(&mut board(&format!("Ulm {n}"))).await;
        }
        let drawn = pictures.draws();
        // The newest is kept; the oldest was dropped and is drawn again.
        pictures
            .board(&mut board(&format!("Ulm {KEPT_PICTURES}")))
            .await;
        assert_eq!(pictures.draws(), drawn);
        pictures.board(&mut board("Ulm 0")).await;
        assert_eq!(pictures.draws(), drawn + 1);
    }

    #[tokio::test]
    async fn a_close_up_that_cannot_be_drawn_is_left_out() {
        let pictures = Pictures::new();
        let mut with_parts = board("Ulm 8");
        with_parts.parts = vec![
            MailBoard {
                svg: "not a drawing".to_owned(),
                alt: "broken".to_owned(),
                parts: Vec::new(),
            },
            board("Ulm 9"),
        ];
        let drawn = pictures.board(&mut with_parts).await;
        let ids: Vec<&str> = drawn.iter().map(|(id, _)| id.as_str()).collect();
        assert_eq!(ids, [picture::CONTENT_ID, &picture::part_id(0)]);
        assert_eq!(with_parts.parts.len(), 1);
        assert!(with_parts.parts[0].svg.contains("Ulm 9"));
        // A board that cannot be drawn gives no picture.
        let mut broken = board("Ulm 8");
        broken.svg = "not a drawing".to_owned();
        assert!(pictures.board(&mut broken).await.is_empty());
    }

    /// The runtime that asks for a picture goes on with its other tasks
    /// while the picture is drawn: on a runtime of one thread, a task
    /// started with the drawing runs before the drawing is done.
    #[tokio::test(flavor = "current_thread")]
    async fn a_picture_is_drawn_off_the_runtime_that_asks_for_it() {
        use std::fmt::Write as _;
        use std::sync::atomic::AtomicBool;
        let pictures = Pictures::new();
        // A map with many shapes: long enough to draw that the other task
        // runs meanwhile only if the drawing is elsewhere.
        let mut shapes = String::new();
        for i in 0..4000 {
            let (x, y) = (i % 200, i / 40);
            write!(
                shapes,
                "<circle cx=\"{x}\" cy=\"{y}\" r=\"7\" class=\"t-forest\"/>"
            )
            .unwrap();
        }
        let mut big = MailBoard {
            svg: format!(
                "<svg viewBox=\"0 0 200 100\" xmlns=\"http://www.w3.org/2000/svg\">{shapes}</svg>"
            ),
            alt: String::new(),
            parts: Vec::new(),
        };
        let drawn = AtomicBool::new(false);
        let ran_meanwhile = AtomicBool::new(false);
        tokio::join!(
            async {
                pictures.board(&mut big).await;
                drawn.store(true, Ordering::SeqCst);
            },
            async {
                tokio::task::yield_now().await;
                ran_meanwhile.store(!drawn.load(Ordering::SeqCst), Ordering::SeqCst);
            }
        );
        assert!(drawn.load(Ordering::SeqCst));
        assert!(ran_meanwhile.load(Ordering::SeqCst));
    }

    #[test]
    fn at_least_one_thread_draws() {
        assert!(painter_count() >= 1);
    }
}
