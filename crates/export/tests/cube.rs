//! The CUBE4 writer: write → read round trips and the byte layout CubeLib expects.

use ppw_event::{RegionDef, TraceBuilder};
use ppw_export::cube::read::read_cube;
use ppw_export::cube::{
    regions_from_defs, write_cube, CubeCnode, CubeDtype, CubeMetric, CubeModel, CubeRegion,
    CubeSystem, MetricKind,
};
use ppw_export::ExportError;

/// Three ranks on two hosts (interleaved, so the file's location order differs from ppw's),
/// rank 1 with a second thread; a metric tree with a Scalasca alias, a count and an inclusive
/// metric; a call tree with two roots.
fn model() -> (CubeModel, Vec<usize>) {
    let mut b = TraceBuilder::new(3);
    b.thread(1, 1).enter(0, "worker").exit(1);
    let mut t = b.build();
    for (r, h) in ["node-a", "node-b", "node-a"].iter().enumerate() {
        t.defs.rank_info[r].host = h.to_string();
    }
    let (system, loc) = CubeSystem::from_defs(&t.defs);
    let mut m = CubeModel::new("ppw test", system);
    m.attributes
        .push(("ppw experiment".into(), "demo & <friends>".into()));
    let time = m.add_metric(CubeMetric::seconds("time", "Time", None));
    let visits = m.add_metric(CubeMetric {
        unit: "occ".into(),
        dtype: CubeDtype::Uint64,
        ..CubeMetric::seconds("visits", "Visits", None)
    });
    let mpi = m.add_metric(CubeMetric::seconds("mpi", "MPI", Some(time)));
    let ls = m.add_metric(CubeMetric {
        description: "Time a receive waited for a late send.".into(),
        cube_uniq_name: Some("mpi_latesender".into()),
        url: "https://example.org/patterns#late_sender".into(),
        ..CubeMetric::seconds("late_sender", "Late Sender", Some(mpi))
    });
    let bytes = m.add_metric(CubeMetric {
        unit: "bytes".into(),
        kind: MetricKind::Inclusive,
        ..CubeMetric::seconds("bytes_sent", "Bytes sent", None)
    });
    let reg = |n: &str| CubeRegion::from_def(&RegionDef::named(n));
    let main = m.add_region(CubeRegion {
        file: "/src/app.c".into(),
        begin_line: 10,
        ..reg("main")
    });
    let solve = m.add_region(reg("solve"));
    let send = m.add_region(reg("MPI_Send"));
    let recv = m.add_region(reg("MPI_Recv"));
    let worker = m.add_region(reg("worker"));
    let c_main = m.child_cnode(None, main);
    let c_solve = m.child_cnode(Some(c_main), solve);
    let c_send = m.child_cnode(Some(c_solve), send);
    m.cnodes.push(CubeCnode {
        parent: Some(c_main),
        region: recv,
        file: "/src/app.c".into(),
        line: 77,
    });
    let c_recv = m.cnodes.len() - 1;
    let c_send2 = m.child_cnode(Some(c_main), send);
    let c_worker = m.child_cnode(None, worker);
    let site = ppw_event::CallsiteDef {
        file: Some("/src/w.c".into()),
        line: 5,
        ..Default::default()
    };
    m.cnodes
        .push(CubeCnode::at_callsite(Some(c_worker), solve, &site));
    let c_wsolve = m.cnodes.len() - 1;
    for (l, &cl) in loc.iter().enumerate() {
        let f = l as f64 + 1.0;
        m.set(time, c_main, cl, 1.5 * f);
        m.set(time, c_solve, cl, 0.25 * f);
        m.set(visits, c_main, cl, 1.0);
        m.set(visits, c_send, cl, 3.0 * f);
        m.set(bytes, c_main, cl, 4096.0 * f);
        m.set(bytes, c_send2, cl, 1024.0);
    }
    m.set(ls, c_recv, loc[1], 0.125);
    m.set(mpi, c_send, loc[2], 0.5);
    m.set(time, c_worker, loc[3], 2.0);
    m.set(time, c_wsolve, loc[3], 0.5);
    m.include_submetrics();
    (m, loc)
}

fn write(m: &CubeModel) -> Vec<u8> {
    let mut out = Vec::new();
    let s = write_cube(m, &mut out).expect("write");
    assert_eq!(s.bytes, out.len() as u64);
    assert_eq!(s.metrics, m.metrics.len());
    out
}

/// `(name, content)` of the archive members (a plain ustar walk, independent of the crate).
fn members(b: &[u8]) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let mut pos = 0;
    while pos + 512 <= b.len() && b[pos..pos + 512].iter().any(|x| *x != 0) {
        let h = &b[pos..pos + 512];
        let name = String::from_utf8(h[..100].split(|x| *x == 0).next().unwrap().to_vec()).unwrap();
        let size_s = String::from_utf8(h[124..135].to_vec()).unwrap();
        let size = usize::from_str_radix(&size_s, 8).unwrap();
        assert_eq!(&h[257..263], b"ustar\0");
        out.push((name, b[pos + 512..pos + 512 + size].to_vec()));
        pos += 512 + size.div_ceil(512) * 512;
    }
    assert_eq!(b.len(), pos + 1024, "two zero blocks end the archive");
    out
}

#[test]
fn write_then_read_gives_the_canonical_model() {
    let (m, _) = model();
    let back = read_cube(&write(&m)).expect("read");
    assert_eq!(back, m.canonical());
    // Canonical ordering moved rank 2 (node-a) before rank 1 (node-b).
    let ranks: Vec<u32> = back.system.processes.iter().map(|p| p.rank).collect();
    assert_eq!(ranks, vec![0, 2, 1]);
}

#[test]
fn values_survive_under_their_names() {
    let (m, loc) = model();
    let back = read_cube(&write(&m)).unwrap();
    let ls = back.metric("late_sender").unwrap();
    assert_eq!(back.metrics[ls].uniq_name(), "mpi_latesender");
    let mpi = back.metric("mpi").unwrap();
    let time = back.metric("time").unwrap();
    let path = |mm: &CubeModel, c: usize| {
        let mut v = Vec::new();
        let mut x = Some(c);
        while let Some(i) = x {
            v.push(mm.regions[mm.cnodes[i].region].name.clone());
            x = mm.cnodes[i].parent;
        }
        v
    };
    let rank_thread = |mm: &CubeModel, l: usize| {
        let loc = &mm.system.locations[l];
        (mm.system.processes[loc.process].rank, loc.thread)
    };
    for (k, v) in &m.canonical().values {
        assert_eq!(back.values.get(k), Some(v));
    }
    for (k, v) in &m.values {
        let found = back.values.iter().find(|(bk, _)| {
            back.metrics[bk.metric].id == m.metrics[k.metric].id
                && path(&back, bk.cnode) == path(&m, k.cnode)
                && rank_thread(&back, bk.location) == rank_thread(&m, k.location)
        });
        assert_eq!(found.map(|(_, bv)| *bv), Some(*v), "{k:?}");
    }
    // The metric tree is inclusive: the late sender value reached MPI and time.
    let recv = back
        .cnodes
        .iter()
        .position(|c| back.regions[c.region].name == "MPI_Recv")
        .unwrap();
    let l1 = back
        .system
        .locations
        .iter()
        .position(|l| back.system.processes[l.process].rank == 1 && l.thread == 0);
    let l1 = l1.unwrap();
    assert_eq!(back.get(ls, recv, l1), 0.125);
    assert_eq!(back.get(mpi, recv, l1), 0.125);
    assert_eq!(back.get(time, recv, l1), 0.125);
    let _ = loc;
}

#[test]
fn archive_layout_is_what_cubelib_reads() {
    let (m, _) = model();
    let bytes = write(&m);
    let mem = members(&bytes);
    let names: Vec<&str> = mem.iter().map(|(n, _)| n.as_str()).collect();
    let mut expect = vec!["anchor.xml".to_string()];
    for i in 0..m.metrics.len() {
        expect.push(format!("{i}.data"));
        expect.push(format!("{i}.index"));
    }
    assert_eq!(names, expect);
    let anchor = String::from_utf8(mem[0].1.clone()).unwrap();
    // CubeLib's scanner matches these literally.
    assert!(anchor.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"));
    assert!(anchor.contains("\n<cube version=\"4.4\">\n"));
    assert!(
        !anchor.contains("<!--"),
        "CubeLib's scanner has no comments"
    );
    assert!(anchor.contains("<metric id=\"0\" type=\"EXCLUSIVE\">"));
    assert!(anchor.contains("<uniq_name>mpi_latesender</uniq_name>"));
    assert!(anchor.contains("<attr key=\"ppw_id\" value=\"late_sender\"/>"));
    assert!(anchor.contains("<dtype>UINT64</dtype>"));
    assert!(anchor.contains("type=\"INCLUSIVE\""));
    assert!(anchor.contains("<cnode id=\"3\" line=\"77\" mod=\"/src/app.c\" calleeId=\"3\">"));
    assert!(anchor.contains(
        "<locationgroup Id=\"0\">\n<name>rank 0</name>\n<rank>0</rank>\n<type>process</type>"
    ));
    assert!(anchor.contains(
        "<location Id=\"3\">\n<name>thread 1</name>\n<rank>1</rank>\n<type>thread</type>"
    ));
    assert!(anchor.contains("value=\"demo &amp; &lt;friends&gt;\""));
    for (name, content) in &mem[1..] {
        if name.ends_with(".index") {
            assert_eq!(&content[..11], b"CUBEX.INDEX");
            assert_eq!(&content[11..15], &1u32.to_le_bytes(), "endianness marker");
            assert_eq!(&content[15..17], &[0, 0], "version");
            assert_eq!(content[17], 1, "sparse index");
            let n = u32::from_le_bytes(content[18..22].try_into().unwrap()) as usize;
            assert_eq!(content.len(), 22 + 4 * n);
        } else {
            assert_eq!(&content[..10], b"CUBEX.DATA");
            assert_eq!((content.len() - 10) % (8 * m.system.locations.len()), 0);
        }
    }
}

#[test]
fn inclusive_metrics_use_cubelibs_wide_row_order() {
    // main(0) > [a(1) > c(3), b(2)]: pre-order 0 1 3 2, wide order 0 1 2 3.
    let (system, loc) = CubeSystem::from_defs(&TraceBuilder::new(1).build().defs);
    let mut m = CubeModel::new("t", system);
    let inc = m.add_metric(CubeMetric {
        kind: MetricKind::Inclusive,
        ..CubeMetric::seconds("inc", "Inclusive", None)
    });
    let exc = m.add_metric(CubeMetric::seconds("exc", "Exclusive", None));
    for n in ["main", "a", "b", "c"] {
        m.add_region(CubeRegion::from_def(&RegionDef::named(n)));
    }
    let main = m.child_cnode(None, 0);
    let a = m.child_cnode(Some(main), 1);
    let _b = m.child_cnode(Some(main), 2);
    let c = m.child_cnode(Some(a), 3);
    // Put the tree in index order main, a, b, c (so c is cnode 3 but pre-order id 2).
    assert_eq!(c, 3);
    m.set(inc, c, loc[0], 7.0);
    m.set(exc, c, loc[0], 9.0);
    let bytes = write(&m);
    let mem = members(&bytes);
    let index = |name: &str| mem.iter().find(|(n, _)| n == name).unwrap().1.clone();
    // Metric 0 (inclusive): cnode c is row 3 in wide order.
    assert_eq!(&index("0.index")[18..], &[1, 0, 0, 0, 3, 0, 0, 0]);
    // Metric 1 (exclusive): cnode c is row 2 in pre-order.
    assert_eq!(&index("1.index")[18..], &[1, 0, 0, 0, 2, 0, 0, 0]);
    let data = index("0.data");
    assert_eq!(&data[10..], &7.0f64.to_le_bytes());
    let back = read_cube(&bytes).unwrap();
    assert_eq!(back, m.canonical());
}

#[test]
fn no_member_size_trips_cubelibs_tar_reader() {
    // CubeLib steps (size / 512 + 1) blocks past a member: sizes that are multiples of 512
    // must not occur. Vary the anchor's length over a whole block.
    let (base, _) = model();
    for n in 0..520 {
        let mut m = base.clone();
        m.creator = "x".repeat(n);
        let bytes = write(&m);
        for (name, content) in members(&bytes) {
            assert_ne!(content.len() % 512, 0, "{name} with creator length {n}");
        }
        if n % 97 == 0 {
            assert_eq!(read_cube(&bytes).unwrap(), m.canonical());
        }
    }
}

#[test]
fn regions_map_one_to_one_from_defs() {
    let mut b = TraceBuilder::new(1);
    b.rank(0)
        .enter(0, "main")
        .send_call(1, 2, 0, 0, 4)
        .barrier(3, 4)
        .exit(5);
    let t = b.build();
    let regions = regions_from_defs(&t.defs);
    assert_eq!(regions.len(), t.defs.regions.len());
    let send = t.defs.region_by_name("MPI_Send").unwrap();
    assert_eq!(regions[send.index()].name, "MPI_Send");
    assert_eq!(regions[send.index()].paradigm, "mpi");
    assert_eq!(regions[send.index()].role, "point2point");
    let barrier = t.defs.region_by_name("MPI_Barrier").unwrap();
    assert_eq!(regions[barrier.index()].role, "barrier");
}

#[test]
fn inconsistent_models_are_rejected() {
    let (mut m, _) = model();
    m.metrics[0].parent = Some(3);
    assert!(matches!(
        write_cube(&m, &mut Vec::new()),
        Err(ExportError::InvalidModel(_))
    ));
    let (mut m, _) = model();
    m.system.locations.retain(|l| l.process != 1);
    let e = write_cube(&m, &mut Vec::new()).unwrap_err();
    assert!(e.to_string().contains("has no location"), "{e}");
    let (mut m, _) = model();
    m.metrics[4].cube_uniq_name = Some("time".into());
    assert!(write_cube(&m, &mut Vec::new()).is_err());
}

#[test]
fn damaged_archives_give_errors_with_member_and_offset() {
    let (m, _) = model();
    let bytes = write(&m);
    let cut = &bytes[..bytes.len() / 2];
    let e = read_cube(cut).unwrap_err();
    assert!(e.offset.is_some(), "{e}");
    let mut bad = bytes.clone();
    let mem_offset = {
        // second member's content: 0.data, after anchor header + anchor blocks + its header
        let anchor_len = members(&bytes)[0].1.len();
        512 + anchor_len.div_ceil(512) * 512 + 512
    };
    bad[mem_offset] = b'X';
    let e = read_cube(&bad).unwrap_err();
    assert_eq!(e.path, "0.data");
    assert_eq!(e.offset, Some(0));
}

#[test]
fn the_reader_survives_truncation_and_bit_flips() {
    let (m, _) = model();
    let bytes = write(&m);
    // Truncations at a stride through the archive, then single bit flips.
    for n in (0..bytes.len()).step_by(29) {
        let _ = read_cube(&bytes[..n]);
    }
    let mut x = 0x9E37_79B9u64;
    for _ in 0..1000 {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
        let mut bad = bytes.clone();
        let at = (x >> 20) as usize % bad.len();
        bad[at] ^= 1 << ((x >> 8) % 8);
        let _ = read_cube(&bad);
    }
}
