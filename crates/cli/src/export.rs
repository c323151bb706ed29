//! `ppw export`: OTF2 traces, CUBE4 results, Perfetto timelines.

use crate::analyze::{analyze_input, load_or_analyze, Settings};
use crate::open::{open, Input};
use crate::status::{Sound, Status};
use anyhow::{bail, Context, Result};
use ppw_analysis::Analysis;
use ppw_event::{Defs, LocationId, RegionDef};
use ppw_export::cube::{
    regions_from_defs, CubeDtype, CubeMetric, CubeModel, CubeRegion, CubeSystem, MetricKind,
};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Convert an analysis result into the CUBE4 model: metric tree, call tree from the call-path
/// strings, system tree from the definitions.
pub(crate) fn cube_model(defs: &Defs, a: &Analysis) -> Result<CubeModel> {
    let (system, locmap): (CubeSystem, Vec<usize>) = CubeSystem::from_defs(defs);
    let mut m = CubeModel::new(&format!("ppw {}", env!("CARGO_PKG_VERSION")), system);
    m.regions = regions_from_defs(defs);
    let mut metric_ix: HashMap<&str, usize> = HashMap::new();
    for mi in &a.metrics {
        let parent = match &mi.parent {
            Some(p) => Some(
                *metric_ix
                    .get(p.as_str())
                    .with_context(|| format!("metric {} listed before its parent {p}", mi.id))?,
            ),
            None => None,
        };
        let (unit, dtype) = match mi.unit.as_str() {
            "count" => ("occ", CubeDtype::Uint64),
            "bytes" => ("bytes", CubeDtype::Uint64),
            _ => ("sec", CubeDtype::Double),
        };
        let idx = m.add_metric(CubeMetric {
            id: mi.id.clone(),
            display_name: mi.name.clone(),
            parent,
            description: mi.description.clone(),
            unit: unit.into(),
            kind: MetricKind::Exclusive,
            dtype,
            url: String::new(),
            cube_uniq_name: mi.scalasca.clone(),
        });
        metric_ix.insert(mi.id.as_str(), idx);
    }
    // Call tree from call-path strings.
    let mut region_ix: HashMap<String, usize> = HashMap::new();
    for (i, r) in m.regions.iter().enumerate() {
        region_ix.entry(r.name.clone()).or_insert(i);
    }
    let mut cnode_ix: HashMap<String, usize> = HashMap::new();
    let mut cnode_of = |m: &mut CubeModel, path: &str| -> usize {
        if let Some(c) = cnode_ix.get(path) {
            return *c;
        }
        let mut parent = None;
        let mut prefix = String::new();
        for part in path.split('/') {
            if !prefix.is_empty() {
                prefix.push('/');
            }
            prefix.push_str(part);
            if let Some(c) = cnode_ix.get(&prefix) {
                parent = Some(*c);
                continue;
            }
            let region = *region_ix
                .entry(part.to_string())
                .or_insert_with(|| m.add_region(CubeRegion::from_def(&RegionDef::named(part))));
            let c = m.child_cnode(parent, region);
            cnode_ix.insert(prefix.clone(), c);
            parent = Some(c);
        }
        parent.unwrap_or(0)
    };
    // Severities are per rank: they go to the rank's first location (its master thread).
    let first_loc: HashMap<u32, usize> = defs
        .locations
        .iter()
        .enumerate()
        .rev()
        .map(|(i, l)| (l.rank, locmap[i]))
        .collect();
    for s in &a.severities {
        let Some(&metric) = metric_ix.get(s.metric.as_str()) else {
            continue;
        };
        let Some(&loc) = first_loc.get(&s.rank) else {
            continue;
        };
        let c = cnode_of(&mut m, &s.callpath);
        m.add(metric, c, loc, s.seconds);
    }
    // Performance counters: root metrics, inclusive along the call tree (as the profile rows
    // hold them); unavailable ones are left out rather than written as zeros.
    for c in a.counters.iter().filter(|c| c.available) {
        let time = c.unit == "ns";
        let idx = m.add_metric(CubeMetric {
            id: format!("counter_{}", c.name.replace('-', "_")),
            display_name: c.name.clone(),
            parent: None,
            description: format!(
                "Performance counter {} (PPW_METRICS), inclusive per call path",
                c.name
            ),
            unit: if time { "sec" } else { "occ" }.into(),
            kind: MetricKind::Inclusive,
            dtype: if time {
                CubeDtype::Double
            } else {
                CubeDtype::Uint64
            },
            url: String::new(),
            cube_uniq_name: None,
        });
        for r in &a.profile {
            let (Some(&v), Some(&loc)) = (r.counters.get(&c.name), first_loc.get(&r.rank)) else {
                continue;
            };
            let cn = cnode_of(&mut m, &r.callpath);
            m.add(idx, cn, loc, if time { v as f64 * 1e-9 } else { v as f64 });
        }
    }
    if m.cnodes.is_empty() {
        cnode_of(&mut m, "main");
    }
    m.include_submetrics();
    m.validate()
        .map_err(|e| anyhow::anyhow!("cannot build the CUBE model: {e}"))?;
    Ok(m)
}

pub(crate) fn run(
    path: &Path,
    otf2: Option<PathBuf>,
    cube: Option<PathBuf>,
    perfetto: Option<PathBuf>,
    settings: &Settings,
) -> Result<i32> {
    if otf2.is_none() && cube.is_none() && perfetto.is_none() {
        bail!("nothing to export: give --otf2 DIR, --cube FILE.cubex and/or --perfetto FILE");
    }
    let input = open(path)?;
    let mut status = Status::default();
    status.warn_all(input.problems());
    // Every output is written on its own (a failure of one does not stop the others), into a
    // temporary name first, so a failed export leaves nothing half-written behind.
    let mut failed = Vec::new();
    if let Some(dir) = &otf2 {
        if let Err(e) = export_otf2(&input, dir, &mut status) {
            failed.push(format!("{e:#}"));
        }
    }
    if let Some(file) = &cube {
        if let Err(e) = export_cube(&input, path, file, settings, &mut status) {
            failed.push(format!("{e:#}"));
        }
    }
    if let Some(file) = &perfetto {
        if let Err(e) = export_timeline(&input, path, file, settings, &mut status) {
            failed.push(format!("{e:#}"));
        }
    }
    match failed.len() {
        0 => Ok(status.code()),
        _ => bail!("{}", failed.join("; ")),
    }
}

/// The OTF2 archive of everything readable.
fn export_otf2(input: &Input, dir: &Path, status: &mut Status) -> Result<()> {
    let sound = Sound::new(input.source());
    let tmp = crate::staging::archive_staging_path(dir);
    let written = ppw_otf2::write_otf2(&sound, &tmp)
        .with_context(|| format!("cannot write OTF2 archive {}", dir.display()))
        .and_then(|()| publish_archive(&tmp, dir));
    let _ = std::fs::remove_dir_all(&tmp);
    written?;
    status.warn_all(sound.problems());
    eprintln!(
        "ppw: OTF2 archive written to {} (open {}/traces.otf2 in Vampir, or scalasca -examine)",
        dir.display(),
        dir.display()
    );
    Ok(())
}

/// The analysis as a CUBE4 file.
fn export_cube(
    input: &Input,
    path: &Path,
    file: &Path,
    settings: &Settings,
    status: &mut Status,
) -> Result<()> {
    let a = load_or_analyze(path, settings)?;
    let problems = input.problems();
    status.warn_all(a.warnings.iter().filter(|w| !problems.contains(w)));
    let model = cube_model(input.source().defs(), &a)?;
    let tmp = crate::staging::staging_path(file);
    let written = ppw_export::write_cube_file(&model, &tmp)
        .map_err(anyhow::Error::from)
        .and_then(|s| {
            crate::staging::publish(&tmp, file)?;
            Ok(s)
        })
        .with_context(|| format!("cannot write {}", file.display()));
    crate::staging::discard(&tmp, file);
    let s = written?;
    eprintln!(
        "ppw: CUBE4 result written to {} ({} metrics, {} bytes; open it with the Cube GUI)",
        file.display(),
        s.metrics,
        s.bytes
    );
    Ok(())
}

/// The Perfetto (or Chrome JSON) timeline of everything readable, with the wait states.
fn export_timeline(
    input: &Input,
    path: &Path,
    file: &Path,
    settings: &Settings,
    status: &mut Status,
) -> Result<()> {
    let overlays = wait_overlays(input, path, settings)?;
    let sound = Sound::new(input.source());
    let tmp = crate::staging::staging_path(file);
    let json = file.extension().is_some_and(|e| e == "json");
    let written = (|| -> Result<ppw_export::TimelineSummary> {
        let mut out = std::io::BufWriter::new(
            std::fs::File::create(&tmp)
                .with_context(|| format!("cannot create {}", tmp.display()))?,
        );
        let s = if json {
            ppw_export::write_chrome_json(&sound, &overlays, &mut out)?
        } else {
            ppw_export::write_perfetto(&sound, &overlays, &mut out)?
        };
        use std::io::Write;
        out.flush()?;
        drop(out);
        crate::staging::publish(&tmp, file)?;
        Ok(s)
    })()
    .with_context(|| format!("cannot write {}", file.display()));
    crate::staging::discard(&tmp, file);
    let s = written?;
    status.warn_all(sound.problems());
    for e in &s.errors {
        status.warn(format!("location {}: {}", e.location.0, e.error));
    }
    status.warn_all(&s.warnings);
    // One-sided transfers only when there are some, so message-passing output is unchanged.
    let transfers = match s.transfers {
        0 => String::new(),
        n => format!(", {n} one-sided transfers"),
    };
    eprintln!(
        "ppw: timeline written to {} ({} slices, {} messages{transfers}, {} wait intervals; open it in https://ui.perfetto.dev)",
        file.display(),
        s.slices,
        s.sends,
        s.wait_slices
    );
    Ok(())
}

/// Move a finished archive (`traces.otf2`, `traces.def`, `traces/`) from `tmp` into `dir`,
/// replacing an archive of the same name there.
fn publish_archive(tmp: &Path, dir: &Path) -> Result<()> {
    if !dir.exists() {
        std::fs::rename(tmp, dir)
            .with_context(|| format!("cannot move the archive to {}", dir.display()))?;
        return Ok(());
    }
    for entry in ["traces.otf2", "traces.def", "traces"] {
        let (from, to) = (tmp.join(entry), dir.join(entry));
        if to.is_dir() {
            std::fs::remove_dir_all(&to)
                .with_context(|| format!("cannot replace {}", to.display()))?;
        }
        std::fs::rename(&from, &to)
            .with_context(|| format!("cannot move the archive's {entry} into {}", dir.display()))?;
    }
    Ok(())
}

/// Wait-state intervals to overlay on the timeline: every wait-state instance of a fresh
/// analysis (the intervals are not part of the stored JSON), labelled with its pattern and
/// size. Profile-mode experiments have none.
fn wait_overlays(
    input: &Input,
    path: &Path,
    settings: &Settings,
) -> Result<Vec<ppw_export::WaitInterval>> {
    if input.source().defs().mode == ppw_event::Mode::Profile {
        return Ok(Vec::new());
    }
    let fast = Settings {
        cause_windows: 1,
        root_cause: false,
        critical_path: false,
        ..settings.clone()
    };
    let a = analyze_input(input, path, &fast, true, true)?;
    Ok(overlays(&a))
}

/// The analysis's wait intervals as timeline overlays.
pub(crate) fn overlays(a: &Analysis) -> Vec<ppw_export::WaitInterval> {
    a.wait_intervals
        .iter()
        .map(|w| ppw_export::WaitInterval {
            location: LocationId(w.location),
            start_ns: w.start_ns,
            end_ns: w.end_ns,
            label: format!(
                "{} {}",
                w.metric,
                ppw_report::seconds((w.end_ns - w.start_ns) as f64 * 1e-9)
            ),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wait_intervals_become_labelled_overlays() {
        let mut b = ppw_event::TraceBuilder::new(2);
        b.rank(0)
            .enter(0, "main")
            .send_call(5_000_000, 5_000_100, 1, 0, 8)
            .exit(10_000_000);
        b.rank(1)
            .enter(0, "main")
            .recv_call(1_000_000, 5_000_200, 0, 0, 8)
            .exit(10_000_000);
        let opts = ppw_analysis::Options {
            wait_intervals: true,
            ..Default::default()
        };
        let a = ppw_analysis::analyze(&b.build(), &opts).unwrap();
        let o = overlays(&a);
        assert_eq!(o.len(), 1);
        assert_eq!(o[0].location, LocationId(1));
        assert_eq!((o[0].start_ns, o[0].end_ns), (1_000_000, 5_000_000));
        assert_eq!(o[0].label, "late_sender 4.0\u{a0}ms");
    }
}
