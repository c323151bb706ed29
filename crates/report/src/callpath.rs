//! Call paths as ids: the analysis writes a call path as its region names joined by `/`, and a
//! region name may itself contain `/` (`I/O phase`), so a path is never split at every `/`.
//! A path's parent is the longest proper prefix, ending before a `/`, that is itself a call
//! path of the run (the profile holds every node of the call tree, so the true parent is
//! always there); a path with no such prefix is a root, named by the whole path. After this
//! index, the reports carry call paths as ids (a node, its parent id and its own name).

use std::collections::HashMap;

/// The call paths of a run, each with an id, its parent's id and its own region name.
#[derive(Debug, Default)]
pub(crate) struct CallPaths<'a> {
    /// Id -> the joined path, as the analysis writes it.
    pub(crate) path: Vec<&'a str>,
    /// Id -> the parent's id (`None`: a root).
    pub(crate) parent: Vec<Option<usize>>,
    /// Id -> the node's own region name.
    pub(crate) name: Vec<&'a str>,
    index: HashMap<&'a str, usize>,
}

impl<'a> CallPaths<'a> {
    /// The index of every distinct path in `paths` (ids in order of first appearance).
    pub(crate) fn new(paths: impl IntoIterator<Item = &'a str>) -> CallPaths<'a> {
        let mut t = CallPaths::default();
        for p in paths {
            if !t.index.contains_key(p) {
                t.index.insert(p, t.path.len());
                t.path.push(p);
            }
        }
        for &p in &t.path {
            let split = p
                .match_indices('/')
                .rev()
                .find_map(|(k, _)| t.index.get(&p[..k]).map(|&id| (id, &p[k + 1..])));
            t.parent.push(split.map(|x| x.0));
            t.name.push(split.map_or(p, |x| x.1));
        }
        t
    }

    /// The id of `path`, if it is one of the run's.
    pub(crate) fn id(&self, path: &str) -> Option<usize> {
        self.index.get(path).copied()
    }

    /// The region name a path ends in: its own name if it is one of the run's, else the
    /// part after its last `/`.
    pub(crate) fn leaf<'p>(&self, path: &'p str) -> &'p str
    where
        'a: 'p,
    {
        match self.id(path) {
            Some(i) => self.name[i],
            None => path.rsplit('/').next().unwrap_or(path),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slash_in_a_region_name_does_not_split_it() {
        let t = CallPaths::new([
            "main",
            "main/I/O phase",
            "main/I/O phase/MPI_File_write",
            "main/work",
            "</script>",
        ]);
        let io = t.id("main/I/O phase").unwrap();
        assert_eq!(t.name[io], "I/O phase");
        assert_eq!(t.parent[io], t.id("main"));
        let w = t.id("main/I/O phase/MPI_File_write").unwrap();
        assert_eq!((t.parent[w], t.name[w]), (Some(io), "MPI_File_write"));
        // A root whose name holds a slash is one node.
        let s = t.id("</script>").unwrap();
        assert_eq!((t.parent[s], t.name[s]), (None, "</script>"));
        assert_eq!(t.leaf("main/I/O phase"), "I/O phase");
        assert_eq!(t.leaf("elsewhere/x"), "x");
    }
}
