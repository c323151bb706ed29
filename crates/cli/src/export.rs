//! `ppw export`: OTF2 traces, CUBE4 results, Perfetto timelines.

use crate::analyze::{analyze_input, load_or_analyze, Settings};
use crate::open::{open, Input};
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
    let src = input.source();
    let mut status = 0;
    if let Some(dir) = &otf2 {
        ppw_otf2::write_otf2(src, dir)
            .with_context(|| format!("cannot write OTF2 archive {}", dir.display()))?;
        eprintln!(
            "ppw: OTF2 archive written to {} (open {}/traces.otf2 in Vampir, or scalasca -examine)",
            dir.display(),
            dir.display()
        );
    }
    if let Some(file) = &cube {
        let a = load_or_analyze(path, settings)?;
        let model = cube_model(src.defs(), &a)?;
        let s = ppw_export::write_cube_file(&model, file)
            .with_context(|| format!("cannot write {}", file.display()))?;
        eprintln!(
            "ppw: CUBE4 result written to {} ({} metrics, {} bytes; open it with the Cube GUI)",
            file.display(),
            s.metrics,
            s.bytes
        );
    }
    if let Some(file) = &perfetto {
        let overlays = wait_overlays(&input, path, settings)?;
        let mut out = std::io::BufWriter::new(
            std::fs::File::create(file)
                .with_context(|| format!("cannot create {}", file.display()))?,
        );
        let json = file.extension().is_some_and(|e| e == "json");
        let s = if json {
            ppw_export::write_chrome_json(src, &overlays, &mut out)?
        } else {
            ppw_export::write_perfetto(src, &overlays, &mut out)?
        };
        use std::io::Write;
        out.flush()?;
        for e in &s.errors {
            eprintln!("ppw: warning: location {}: {}", e.location.0, e.error);
            status = 3;
        }
        for w in &s.warnings {
            eprintln!("ppw: warning: {w}");
        }
        eprintln!(
            "ppw: timeline written to {} ({} slices, {} messages, {} wait intervals; open it in https://ui.perfetto.dev)",
            file.display(),
            s.slices,
            s.sends,
            s.wait_slices
        );
    }
    Ok(status)
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
